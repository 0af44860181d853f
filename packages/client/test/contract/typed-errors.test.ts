// The typed client against a real fw app serving the `errors` fixture: a guard's header is asked for by
// the types and sent, and error.value narrows on error.status to the body the route declares.
import { afterAll, expect, test } from 'bun:test';
import { Fw } from '@fw/core';
import { client } from '../../src/http/index.ts';
import type { App, ErrorBody, Unprocessable } from '../fixtures/errors/app.ts';
import { ArticlesController } from '../fixtures/errors/src/articles.controller.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(): T | void => undefined;

const app = new Fw().controllers([ArticlesController]);
await app.listen(0);
afterAll(() => app.stop());
const api = client<App>(app.url.origin);
const good = { authorization: 'Bearer good' };

test("the guard's header is required by the types and reaches the server", async () => {
  const { data, error } = await api.articles.get({ headers: good });
  expect(error).toBeNull();
  expect(data).toEqual([{ slug: 'hello', title: 'Hello' }]);
  // @ts-expect-error the guard's authorization header is required
  await api.articles.get();
});

test("the client's headers option stands in for the guard's header: calls take no headers argument", async () => {
  const signedIn = client<App>(app.url.origin, { headers: () => good });
  const { data, error } = await signedIn.articles.get();
  expect(error).toBeNull();
  expect(data).toEqual([{ slug: 'hello', title: 'Hello' }]);
  const refused = await signedIn.articles.get({ headers: { authorization: 'Bearer bad' } });
  expect(refused.error?.status).toBe(401);
  // Without the option the header is still required.
  // @ts-expect-error the guard's authorization header is required
  await client<App>(app.url.origin).articles.get();
});

test('a declared 401 narrows error.value to ErrorBody', async () => {
  const { error } = await api.articles.get({ headers: { authorization: 'Bearer bad' } });
  if (error?.status !== 401) throw new Error(`expected a 401, got ${JSON.stringify(error)}`);
  expectType<Equal<typeof error.value, ErrorBody>>();
  expect(error.value).toEqual({ statusCode: 401, message: 'Bad token' });
});

test('a declared 422 narrows error.value to its own body, read without a cast', async () => {
  const { error } = await api.articles.post({ slug: 'x', title: '' }, { headers: good });
  if (error?.status !== 422) throw new Error(`expected a 422, got ${JSON.stringify(error)}`);
  // The declared body, with the `message` the client adds where it has none.
  expectType<Equal<typeof error.value, Unprocessable & { message: string }>>();
  expect(error.value.errors.body).toEqual(['title is empty']);
  expect(error.value.message).toBe('Unprocessable Entity');
  // @ts-expect-error the 422 body declares no other field
  expect(error.value.errors.title).toBeUndefined();
});

test('an undeclared status gets the default error value, with its message', async () => {
  const { error } = await api.articles({ slug: 'boom' }).delete(null, { headers: good });
  if (!error || error.status === 401 || error.status === 403 || error.status === 404 || error.status === 503) {
    throw new Error(`expected an undeclared status, got ${JSON.stringify(error)}`);
  }
  expect(error.status).toBe(409);
  expectType<Equal<typeof error.value.message, string>>();
  expect(error.value).toEqual({ statusCode: 409, message: 'boom is in use' });
});
