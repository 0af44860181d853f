// The typed client against a real fw app serving the `queries` fixture: the contract writes a whole query,
// query object as declared (what the client sends), params and headers as text; the handler receives text.
import { afterAll, expect, test } from 'bun:test';
import { Fw } from '@fw/core';
import { client } from '../../src/http/index.ts';
import type { App } from '../fixtures/queries/app.ts';
import { QueriesController } from '../fixtures/queries/src/queries.controller.ts';

const app = new Fw().controllers([QueriesController]);
await app.listen(0);
afterAll(() => app.stop());
const api = client<App>(app.url.origin);

test('a whole query typed by a plain interface is sent as declared and reaches the handler as text', async () => {
  const query = { limit: 5, active: true, tags: ['a', 'b'], role: 'admin' as const };
  const { data, error } = await api.queries.get({ query });
  expect(error).toBeNull();
  expect(data).toEqual({ limit: 'string', active: 'string', tags: 'array', role: 'string' });
  // @ts-expect-error the declared type stays the contract: text where a number is declared is refused
  await api.queries.get({ query: { limit: '5' } });
});

test("the spec's example: @Query() filter: UserFilter takes the alias's values", async () => {
  const { data } = await api.queries.users.get({ query: { role: 'member', active: false } });
  expect(data).toEqual({ role: 'string', active: 'string' });
  // @ts-expect-error a role outside the alias's union
  await api.queries.users.get({ query: { role: 'owner' } });
});

test('a class without @Schema converts nothing either, and a named key joins it', async () => {
  const { data } = await api.queries.pages.get({ query: { page: 2, extra: 'x' } });
  expect(data).toEqual({ page: 'string', extra: 'string' });
});

test('whole params and headers are written as they arrive: text, which is all the client sends there', async () => {
  const headers = { 'x-retries': '3', 'x-tags': 'a, b' };
  const { data } = await api.queries({ id: 7 })({ flag: 'true' }).get({ headers });
  expect(data).toEqual({ id: 'string', flag: 'string', retries: 'string', tags: 'string' });
});
