// Type-level tests of `client<App>`, compiled with `tsc --noEmit -p` by ../types.test.ts. Every
// `@ts-expect-error` line must be an error and every `expectType` must hold; the test also deletes each
// expectation in turn and checks that the file then fails, so none of these lines can pass by accident.
// No Node or Bun types are loaded here (`types: []`): the client compiles for the browser alone. The
// strictest consumer setting, `exactOptionalPropertyTypes`, is on.
import {
  client,
  type Client,
  type ClientError,
  type ErrorValue,
  type RequestOptions,
  type Result,
} from '../../../src/http/index.ts';
import type { App, CreateUserDto, Echo, ErrorBody, Post, Unprocessable, User, ValidationFailed } from './app.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
declare function expectType<T extends true>(): void;

const api = client<App>('');
const dto: CreateUserDto = { name: 'Ann', email: 'ann@example.com' };

export async function paths() {
  await api.api.users.get();
  await api.api.users({ id: '1' }).get();
  await api.api.users({ id: 1 }).posts({ postId: 'p' }).get();
  await api.get();
  // @ts-expect-error a wrong path: there is no /api/user
  await api.api.user.get();
  // @ts-expect-error a method the route does not have
  await api.api.users.put(dto);
  // @ts-expect-error a missing path parameter
  await api.api.users().get();
  // @ts-expect-error a wrongly named path parameter
  await api.api.users({ userId: '1' }).get();
  // @ts-expect-error a node without a :param key is not callable
  await api.api.search({ q: 'x' }).get();
  // @ts-expect-error a param node is not a static segment
  await api.api.users[':id'].get();
}

export async function bodies() {
  await api.api.users.post(dto);
  await api.api.uploads.post(new FormData());
  await api.api.uploads.post(new File([], 'a.txt'));
  // @ts-expect-error a wrong body type
  await api.api.users.post({ name: 'Ann' });
  // @ts-expect-error a body is required when the route has one
  await api.api.users.post();
  // A body typed `unknown` (the generator's `any`) takes any value, and is still required.
  await api.api.echo.put({ anything: [1] });
  // @ts-expect-error a body typed unknown is required too
  await api.api.echo.put();
  // DELETE without a declared body takes nothing, or null before options.
  await api.api.users({ id: '1' }).delete();
  await api.api.users({ id: '1' }).delete(null, { fetch: { keepalive: true } });
  // An optional body (`@Body() body?: Dto`) may be left out, or given and checked.
  await api.api.archive.post();
  await api.api.archive.post({ reason: 'old' });
  // @ts-expect-error an optional body is still checked
  await api.api.archive.post({ reason: 1 });
  // @ts-expect-error a route without a body takes no body
  await api.api.users({ id: '1' }).delete({ force: true });
}

export async function queries() {
  await api.api.users.get({ query: { role: 'admin' } });
  await api.api.search.get({ query: { q: 'x' } });
  await api.api.echo.get({ query: { anything: [1, 2], when: new Date() } });
  // @ts-expect-error a missing required query key (the options argument is then required)
  await api.api.search.get();
  // @ts-expect-error a missing required query key inside the options
  await api.api.search.get({ query: { limit: 1 } });
  // @ts-expect-error a wrong query value type
  await api.api.search.get({ query: { q: 1 } });
  // @ts-expect-error an unknown key of a declared query
  await api.api.users.get({ query: { rol: 'admin' } });
}

export async function headers() {
  await api.api.me.get({ headers: { authorization: 'Bearer x', 'x-trace': '1' } });
  await api.api.users.get({ headers: { 'x-trace': '1' }, fetch: { signal: AbortSignal.timeout(1000) } });
  // @ts-expect-error a missing required header (the options argument is then required)
  await api.api.me.get();
  // @ts-expect-error a missing required header inside the options
  await api.api.me.get({ headers: { 'x-trace': '1' } });
}

declare const authorization: string;

export async function clientHeaders() {
  // An option naming every header the routes require stands in for them: calls may leave them out.
  const signedIn = client<App>('', { headers: () => ({ authorization, 'x-tenant': 't' }) });
  await signedIn.api.me.get();
  await signedIn.api.reports.get({ query: { from: '2024' } });
  await signedIn.api.reports.delete();
  // A call may still send them, or others; the values are still checked.
  await signedIn.api.me.get({ headers: { authorization: 'Bearer other', 'x-trace': '1' } });
  // @ts-expect-error a header value is a string
  await signedIn.api.me.get({ headers: { authorization: 1 } });
  // @ts-expect-error the query the route requires is not the option's to give
  await signedIn.api.reports.get();
  const fromObject = client<App>('', { headers: { authorization: token, 'x-tenant': undefined } });
  await fromObject.api.me.get();
  // An option that names only some of them cannot be told apart from one naming none: every header is required.
  const partial = client<App>('', { headers: async () => ({ authorization }) });
  // @ts-expect-error authorization is required, since the option does not name x-tenant too
  await partial.api.me.get();
  // Say which ones it gives: those become optional, the others stay required.
  const some = client<App, 'authorization'>('', { headers: async () => ({ authorization }) });
  await some.api.me.get();
  await some.api.reports.get({ query: { from: '2024' }, headers: { 'x-tenant': 't' } });
  // @ts-expect-error x-tenant is not among the headers the option gives
  await some.api.reports.get({ query: { from: '2024' } });
  // @ts-expect-error a header no route requires
  client<App, 'authorisation'>('', { headers: { authorisation: 'x' } });
  // @ts-expect-error the option must give the headers it is said to give
  client<App, 'authorization'>('', { headers: { 'x-tenant': 't' } });
  // A contract that requires no header keeps its client type as is (nothing to relax, nothing to pay).
  type Open = { api: { ping: { get: { response: string } } } };
  const open = client<Open>('', { headers: { authorization } });
  expectType<Equal<typeof open, Client<Open>>>();
}

export async function queryAndHeaders() {
  await api.api.reports.get({ query: { from: '2024' }, headers: { 'x-tenant': 't' } });
  await api.api.reports.post();
  await api.api.reports.post(null, { query: { dryRun: true } });
  // @ts-expect-error the required header is missing while the query is given
  await api.api.reports.get({ query: { from: '2024' } });
  // @ts-expect-error the required query key is missing while the header is given
  await api.api.reports.get({ headers: { 'x-tenant': 't' } });
  // @ts-expect-error both are required, so the options argument is too
  await api.api.reports.get();
  await api.api.reports.delete(null, { headers: { authorization: 'Bearer x' } });
  // @ts-expect-error a body-less DELETE with a required header needs the options after a null body
  await api.api.reports.delete();
  // @ts-expect-error get takes no body, so null is not its options
  await api.api.me.get(null);
}

export async function results() {
  const users = await api.api.users.get();
  expectType<Equal<typeof users, Result<User[]>>>();
  if (users.error) {
    expectType<Equal<typeof users.data, null>>();
    expectType<Equal<typeof users.error, ClientError>>();
    expectType<Equal<typeof users.error.value.message, string>>();
  } else {
    expectType<Equal<typeof users.data, User[]>>();
    expectType<Equal<typeof users.response, Response>>();
  }
  const { data: user, error } = await api.api.users.post(dto);
  if (!error) expectType<Equal<typeof user, User>>();
  const posts = await api.api.users({ id: '1' }).posts.get();
  if (!posts.error) expectType<Equal<typeof posts.data, Post[]>>();
  const deleted = await api.api.users({ id: '1' }).delete();
  if (!deleted.error) expectType<Equal<typeof deleted.data, null>>();
  const echoed = await api.api.echo.patch({ name: 'x' });
  if (!echoed.error) expectType<Equal<typeof echoed.data, Echo>>();
  const root = await api.get();
  if (!root.error) expectType<Equal<typeof root.data, string>>();
  // @ts-expect-error data may be null until error is checked
  users.data.length;
}

export async function typedErrors() {
  const { data, error } = await api.api.articles.post({ title: 'Hello' });
  if (error?.status === 422) {
    // The declared body, with the `message` the client adds to a body that has none.
    expectType<Equal<typeof error.value, Unprocessable & { message: string }>>();
    expectType<Equal<typeof error.value.errors.body, string[]>>();
    expectType<Equal<typeof error.value.message, string>>();
    // @ts-expect-error a field the declared 422 body does not have
    error.value.errors.title;
  } else if (error?.status === 401) {
    expectType<Equal<typeof error.value, ErrorBody>>();
  } else if (error) {
    // Any other status, no response (0) included: the default error value.
    expectType<Equal<typeof error.value, ErrorValue>>();
    expectType<Equal<typeof error.value.message, string>>();
    // @ts-expect-error the 422 body is not there for another status
    error.value.errors.body;
  } else {
    expectType<Equal<typeof data, { slug: string }>>();
  }
  // @ts-expect-error before narrowing on the status the 422 body is one possibility among others
  error?.value.errors.body;
  if (error?.status === 500) expectType<Equal<typeof error.value, ErrorValue>>();
  const { error: notFound } = await api.api.articles({ slug: 'a' }).delete();
  if (notFound?.status === 404) expectType<Equal<typeof notFound.value, ErrorBody>>();
  // @ts-expect-error a status is a number literal, never a string
  void (notFound?.status === '404');
  // A route that declares no errors keeps the default error.
  const users = await api.api.users.get();
  if (users.error) expectType<Equal<typeof users.error, ClientError>>();
}

export async function declaredErrorValues() {
  const { error } = await api.api.failures({ kind: 'x' }).get();
  if (error?.status === 400) {
    // A body with a `message` of its own keeps it, whatever its type: the client never replaces it.
    expectType<Equal<typeof error.value, ValidationFailed>>();
    // @ts-expect-error the declared message is a list, not the string the client adds to other bodies
    error.value.message.toUpperCase();
  } else if (error?.status === 422) {
    const message: string = error.value.message;
    // @ts-expect-error the added message is a string
    const wrong: number = error.value.message;
    return [message, wrong];
  } else if (error?.status === 502) {
    // A body that is not a JSON object (here a text) is read as `{ message }`, its text.
    expectType<Equal<typeof error.value, { message: string }>>();
    // @ts-expect-error the value is not the declared string itself
    error.value.toUpperCase();
  }
  return [];
}

export async function segmentsNamedLikeLeafFields() {
  // Only a method key is a leaf: a segment called `response` is a node like any other.
  const list = await api.api.forms.get();
  if (!list.error) expectType<Equal<typeof list.data, string[]>>();
  const saved = await api.api.forms.response.post({ answer: 'yes' });
  if (!saved.error) expectType<Equal<typeof saved.data, { saved: boolean }>>();
  // @ts-expect-error the segment's route still checks its body
  await api.api.forms.response.post({ answer: 1 });
}

declare const token: string | undefined;

export function requestOptions() {
  type Search = App['api']['search']['get'];
  type Reports = App['api']['reports']['get'];
  // The options argument of a call, as its leaf's call takes it: a required query key makes `query` required.
  expectType<Equal<RequestOptions<Search>['query'], { q: string; limit?: number }>>();
  const none: RequestOptions<App['api']['users']['get']> = {};
  const both: RequestOptions<Reports> = { query: { from: 'a' }, headers: { 'x-tenant': 't' } };
  // @ts-expect-error the search route's query has a required key
  const missing: RequestOptions<Search> = {};
  // @ts-expect-error the reports route requires its x-tenant header too
  const halfway: RequestOptions<Reports> = { query: { from: 'a' } };
  return [none, both, missing, halfway];
}

export function options() {
  client<App>('https://api.example.com', {
    headers: async (path: string) => ({ authorization: path }),
    fetch: (request: Request) => fetch(request),
  });
  // Header objects may hold `undefined` ("not sent"), directly or from the function (Eden's shape).
  client<App>('', { headers: { authorization: token ?? undefined } });
  client<App>('', { headers: () => ({ authorization: token }) });
  // @ts-expect-error a header value is a string, or undefined to leave the header out
  client<App>('', { headers: { retries: 3 } });
  // @ts-expect-error the custom fetch takes a Request and answers a Response
  client<App>('', { fetch: (request: Request) => request.url });
}

export async function streams() {
  const { data } = await api.api.events.get({ resume: true });
  expectType<Equal<typeof data, AsyncIterable<{ n: number }> | null>>();
  for await (const item of data ?? []) expectType<Equal<typeof item, { n: number }>>();
  // @ts-expect-error resume is a boolean
  await api.api.events.get({ resume: 'yes' });
}
