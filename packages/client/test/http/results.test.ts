import { afterAll, describe, expect, test } from 'bun:test';
import { client } from '../../src/http/index.ts';
import { startFixture } from './fixture-server.ts';
import type { App } from './types/app.ts';

const fixture = startFixture();
afterAll(() => fixture.stop());
const api = client<App>(fixture.url);

describe('success', () => {
  test('data is the parsed JSON, error is null, status, headers and response are the real ones', async () => {
    const result = await api.api.users({ id: '1' }).get();
    expect(result.error).toBeNull();
    expect(result.data).toEqual({ id: '1', name: 'Ann', createdAt: '2024-01-02T03:04:05.000Z' });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toStartWith('application/json');
    expect(result.response).toBeInstanceOf(Response);
    expect(result.response?.bodyUsed).toBe(true);
  });

  test('dates stay strings: a plain JSON.parse, as the contract says', async () => {
    const { data } = await api.api.users({ id: '1' }).get();
    expect(typeof data?.createdAt).toBe('string');
  });

  test('a 204 gives data null and no error', async () => {
    const result = await api.api.users({ id: '1' }).delete();
    expect(result).toMatchObject({ data: null, error: null, status: 204 });
  });

  test('a non-JSON body is its text', async () => {
    expect((await api.api.text.get()).data).toBe('plain words');
  });
});

describe('the reader the content type picks', () => {
  /** A 200 with this body and content type, answered in-process. */
  async function read(body: BodyInit | null, type?: string) {
    const headers = type === undefined ? undefined : { 'content-type': type };
    const loose = client<{ get: { response: unknown } }>('http://fw', { fetch: () => new Response(body, { headers }) });
    return (await loose.get()).data;
  }

  test('json anywhere in the type is parsed, whatever its case', async () => {
    expect(await read('{"a":1}', 'application/problem+json')).toEqual({ a: 1 });
    expect(await read('[1]', 'Application/JSON; charset=utf-8')).toEqual([1]);
  });

  test('text/* and the textual application types are text', async () => {
    expect(await read('a,b', 'text/csv')).toBe('a,b');
    expect(await read('<a/>', 'application/xml')).toBe('<a/>');
    expect(await read('<svg/>', 'image/svg+xml')).toBe('<svg/>');
    expect(await read('x()', 'text/javascript')).toBe('x()');
    expect(await read('x()', 'application/javascript')).toBe('x()');
  });

  test('forms are a FormData or a URLSearchParams', async () => {
    const form = new FormData();
    form.append('a', '1');
    const multipart = new Response(form);
    // The type first: Bun drops a type it derived from the body once the body is read.
    const type = multipart.headers.get('content-type') ?? '';
    expect(await read(await multipart.blob(), type)).toBeInstanceOf(FormData);
    const search = await read('a=1&a=2', 'application/x-www-form-urlencoded');
    expect(search).toBeInstanceOf(URLSearchParams);
    expect((search as URLSearchParams).getAll('a')).toEqual(['1', '2']);
  });

  test('any other type is a Blob carrying the type', async () => {
    for (const type of [
      'application/octet-stream',
      'application/pdf',
      'image/png',
      'audio/ogg',
      'video/mp4',
      'application/zip',
    ]) {
      const data = await read(new Uint8Array([1, 2]), type);
      expect(data).toBeInstanceOf(Blob);
      expect((data as Blob).type).toBe(type);
      expect([...new Uint8Array(await (data as Blob).arrayBuffer())]).toEqual([1, 2]);
    }
  });

  test('no type at all is the text, as Eden reads it (a string answered in-process has none)', async () => {
    expect(
      await read(new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('abc')), c.close()) })),
    ).toBe('abc');
    expect(await read('plain')).toBe('plain');
  });

  test('an empty body is null: a HEAD on a form, bytes or JSON route does not fail', async () => {
    for (const type of ['multipart/form-data; boundary=x', 'application/octet-stream', 'application/json', undefined]) {
      expect(await read(null, type)).toBeNull();
    }
  });

  test('an empty body under a text type is the empty text, and empty under url-encoded an empty URLSearchParams', async () => {
    expect(await read(null, 'text/plain;charset=utf-8')).toBe('');
    expect(await read('', 'application/xml')).toBe('');
    const search = await read(null, 'application/x-www-form-urlencoded');
    expect(search instanceof URLSearchParams && search.size).toBe(0);
  });
});

describe('failure', () => {
  test('an fw JSON error keeps its fields and message; data is null', async () => {
    const result = await api.api.users({ id: '404' }).get();
    expect(result.data).toBeNull();
    expect(result.status).toBe(404);
    expect(result.error).toEqual({ status: 404, value: { statusCode: 404, message: 'User 404 not found' } });
    expect(result.response?.status).toBe(404);
  });

  test('an unknown route is a 404 error with the server message', async () => {
    const loose = client<{ api: { nope: { get: { response: unknown } } } }>(fixture.url);
    expect((await loose.api.nope.get()).error?.value.message).toBe('Cannot GET /api/nope');
  });

  test('a text error body is the message', async () => {
    const { error } = await api.api.failures({ kind: 'text' }).get();
    expect(error).toEqual({ status: 502, value: { message: 'upstream exploded' } });
  });

  test('an empty error body gives the status text', async () => {
    const { error } = await api.api.failures({ kind: 'empty' }).get();
    expect(error).toEqual({ status: 503, value: { message: 'Service Unavailable' } });
  });

  test('a JSON error without a message gets the status text as message, not the JSON text', async () => {
    const { error } = await api.api.failures({ kind: 'no-message' }).get();
    expect(error?.value).toEqual({ statusCode: 409, reason: 'conflict', message: 'Conflict' });
  });

  test('a custom JSON error body keeps its shape, with a message added', async () => {
    const { error } = await api.api.failures({ kind: 'custom' }).get();
    const value = { errors: { body: ['email is taken'] }, message: 'Unprocessable Entity' };
    expect(error).toEqual({ status: 422, value });
    // The route declares its 422 body; the type has the message the value holds.
    if (error?.status !== 422) throw new Error('expected the declared 422');
    expect([error.value.message, error.value.errors.body]).toEqual(['Unprocessable Entity', ['email is taken']]);
  });

  test('a message the server sent is kept as sent, whatever its type (a NestJS validation list)', async () => {
    const { error } = await api.api.failures({ kind: 'list-message' }).get();
    // Declared (README "Typed errors"): the type keeps the list, as the value does.
    const value = { statusCode: 400, message: ['email must be an email'], error: 'Bad Request' };
    expect(error?.value).toEqual(value);
    if (error?.status === 400) expect(error.value.message).toEqual(['email must be an email']);
  });

  test('without a status text the message is HTTP <status>', async () => {
    const bare = client<{ get: { response: unknown } }>('http://fw', {
      fetch: () => new Response('{"errors":{}}', { status: 418, headers: { 'content-type': 'application/json' } }),
    });
    expect((await bare.get()).error?.value).toEqual({ errors: {}, message: 'HTTP 418' });
  });

  test('a 2xx whose JSON does not parse is an error with its status and the parse message', async () => {
    const { data, error, status } = await api.api.failures({ kind: 'bad-json' }).get();
    expect(data).toBeNull();
    expect(status).toBe(200);
    expect(error?.status).toBe(200);
    expect(typeof error?.value.message).toBe('string');
    expect(error?.value.message.length).toBeGreaterThan(0);
  });

  test('a network failure gives status 0, the error message, empty headers and no response', async () => {
    const closed = startFixture();
    closed.stop();
    const result = await client<App>(closed.url).api.users.get();
    expect(result.data).toBeNull();
    expect(result.status).toBe(0);
    expect(result.error?.status).toBe(0);
    expect(typeof result.error?.value.message).toBe('string');
    expect(result.error?.value.message).not.toBe('');
    expect(result.response).toBeNull();
    expect([...result.headers]).toEqual([]);
  });

  test('a throwing custom fetch or header function is a failure, not a rejection', async () => {
    const throwing = client<App>(fixture.url, {
      fetch: () => {
        throw new Error('fetch blew up');
      },
    });
    expect((await throwing.api.users.get()).error).toEqual({ status: 0, value: { message: 'fetch blew up' } });
    const badHeaders = client<App>(fixture.url, { headers: () => Promise.reject(new Error('no token')) });
    expect((await badHeaders.api.users.get()).error?.value.message).toBe('no token');
    const notAnError = client<App>(fixture.url, { fetch: () => Promise.reject('offline') });
    expect((await notAnError.api.users.get()).error).toEqual({ status: 0, value: { message: 'offline' } });
  });
});
