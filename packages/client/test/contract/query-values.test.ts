// The typed client against a real fw app serving the `queries` fixture: what the contract types a
// plain whole query, params or headers as is what the handler receives (issue 23, "truthful queries").
import { afterAll, expect, test } from 'bun:test';
import { Fw } from '@fw/core';
import { client } from '../../src/http/index.ts';
import type { App } from '../fixtures/queries/app.ts';
import { QueriesController } from '../fixtures/queries/src/queries.controller.ts';

const app = new Fw().controllers([QueriesController]);
await app.listen(0);
afterAll(() => app.stop());
const api = client<App>(app.url.origin);

test('a whole query typed by a plain interface reaches the handler as text, as the contract writes it', async () => {
  const query = { limit: '5', active: 'true', tags: ['a', 'b'], role: 'admin' as const };
  const { data, error } = await api.queries.get({ query });
  expect(error).toBeNull();
  expect(data).toEqual({ limit: 'string', active: 'string', tags: 'array', role: 'string' });
  // @ts-expect-error the contract no longer promises a number the handler never gets
  await api.queries.get({ query: { limit: 5 } });
});

test('a class without @Schema converts nothing either, and a named key joins it', async () => {
  const { data } = await api.queries.pages.get({ query: { page: '2', extra: 'x' } });
  expect(data).toEqual({ page: 'string', extra: 'string' });
});

test('whole params and headers are text too', async () => {
  const headers = { 'x-retries': '3', 'x-tags': 'a, b' };
  const { data } = await api.queries({ id: 7 })({ flag: 'true' }).get({ headers });
  expect(data).toEqual({ id: 'string', flag: 'string', retries: 'string', tags: 'string' });
});
