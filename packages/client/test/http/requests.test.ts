import { afterAll, describe, expect, test } from 'bun:test';
import { client } from '../../src/http/index.ts';
import { answer, startFixture } from './fixture-server.ts';
import type { App } from './types/app.ts';

const fixture = startFixture();
afterAll(() => fixture.stop());
const api = client<App>(fixture.url);
const echo = api.api.echo;

describe('call shapes', () => {
  test('get/head/options take options only; post/put/patch/delete take the body first', async () => {
    expect((await echo.get()).data?.method).toBe('GET');
    expect((await echo.options()).data?.method).toBe('OPTIONS');
    expect((await echo.post()).data?.method).toBe('POST');
    expect((await echo.put('x')).data).toMatchObject({ method: 'PUT', body: '"x"' });
    // fetch() does not upper-case PATCH on its own; the client must.
    expect((await echo.patch({ name: 'Bo' })).data).toMatchObject({ method: 'PATCH', body: '{"name":"Bo"}' });
    expect((await echo.delete()).data).toMatchObject({ method: 'DELETE', body: '' });
  });

  test('head answers with headers and null data', async () => {
    const result = await echo.head();
    expect(result.error).toBeNull();
    expect(result.data).toBeNull();
    expect(result.headers.get('x-echo')).toBe('head');
  });

  test('a null body sends no body and no content type, so post(null, { query }) sends only the query', async () => {
    const { data } = await echo.post(null, { query: { page: 2 } });
    expect(data?.body).toBe('');
    expect(data?.search).toBe('?page=2');
    expect(data?.headers['content-type']).toBeUndefined();
  });
});

describe('query', () => {
  test('arrays repeat the key, undefined and null are dropped, a Date is ISO, an object is JSON', async () => {
    const when = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    const query = { tag: ['a', 'b c'], skip: undefined, none: null, when, n: 5, yes: true, filter: { a: 1 } };
    const { data } = await echo.get({ query });
    const search = new URLSearchParams(data?.search);
    expect(search.getAll('tag')).toEqual(['a', 'b c']);
    expect(search.has('skip')).toBe(false);
    expect(search.has('none')).toBe(false);
    expect(search.get('when')).toBe('2024-01-02T03:04:05.000Z');
    expect(search.get('n')).toBe('5');
    expect(search.get('yes')).toBe('true');
    expect(search.get('filter')).toBe('{"a":1}');
  });

  test('declared query keys reach the handler', async () => {
    expect((await api.api.users.get({ query: { role: 'admin' } })).data?.[0].name).toBe('Ann (admin)');
    expect((await api.api.search.get({ query: { q: 'x&y=z', limit: 3 } })).data).toEqual(['x&y=z', '3']);
  });

  test('no query gives a URL without a question mark', async () => {
    expect((await echo.get({ query: {} })).data?.search).toBe('');
  });
});

describe('headers', () => {
  test('call headers are sent; undefined values are skipped', async () => {
    const { data } = await echo.get({ headers: { 'x-one': '1', 'x-skip': undefined } });
    expect(data?.headers['x-one']).toBe('1');
    expect(data?.headers).not.toHaveProperty('x-skip');
  });

  test('a required header reaches the handler', async () => {
    expect((await api.api.me.get({ headers: { authorization: 'Bearer good' } })).data?.name).toBe('Ann');
    expect((await api.api.me.get({ headers: { authorization: 'Bearer bad' } })).error?.value.message).toBe('Bad token');
  });

  test('client headers < call fetch.headers < call headers', async () => {
    const layered = client<App>(fixture.url, { headers: { 'x-a': 'client', 'x-b': 'client', 'x-c': 'client' } });
    const { data } = await layered.api.echo.get({
      fetch: { headers: { 'x-b': 'init', 'x-c': 'init' } },
      headers: { 'x-c': 'call' },
    });
    expect(data?.headers).toMatchObject({ 'x-a': 'client', 'x-b': 'init', 'x-c': 'call' });
  });

  test('client headers may be an async function, called per request with the path', async () => {
    const paths: string[] = [];
    let token = 0;
    const authed = client<App>(fixture.url, {
      headers: async (path) => {
        paths.push(path);
        await Bun.sleep(1);
        return { authorization: `Bearer t${++token}` };
      },
    });
    expect((await authed.api.echo.get()).data?.headers.authorization).toBe('Bearer t1');
    expect((await authed.api.users({ id: '1' }).delete()).status).toBe(204);
    expect(paths).toEqual(['/api/echo', '/api/users/1']);
  });

  test('client headers may be a Headers object or a list of pairs', async () => {
    const fromHeaders = client<App>(fixture.url, { headers: new Headers({ 'x-h': 'headers' }) });
    expect((await fromHeaders.api.echo.get()).data?.headers['x-h']).toBe('headers');
    const fromPairs = client<App>(fixture.url, { headers: [['x-p', 'pairs']] });
    expect((await fromPairs.api.echo.get()).data?.headers['x-p']).toBe('pairs');
  });

  test('client headers may hold undefined values, which are not sent, as an object or from the function', async () => {
    const readToken = (): string | undefined => undefined;
    const fromObject = client<App>(fixture.url, {
      headers: { authorization: readToken() ?? undefined, 'x-o': 'object' },
    });
    const sent = (await fromObject.api.echo.get()).data?.headers;
    expect(sent?.['x-o']).toBe('object');
    expect(sent).not.toHaveProperty('authorization');
    const fromFunction = client<App>(fixture.url, {
      headers: async () => ({ authorization: readToken(), 'x-f': 'function' }),
    });
    const sentByFunction = (await fromFunction.api.echo.get()).data?.headers;
    expect(sentByFunction?.['x-f']).toBe('function');
    expect(sentByFunction).not.toHaveProperty('authorization');
  });
});

describe('bodies', () => {
  test('a plain value is JSON with an application/json content type', async () => {
    const { data, status } = await api.api.users.post({ name: 'Bo', email: 'bo@example.com' });
    expect(status).toBe(201);
    expect(data as unknown).toEqual({
      name: 'Bo',
      email: 'bo@example.com',
      id: '2',
      createdAt: '2024-01-02T03:04:05.000Z',
    });
    const echoed = await echo.put({ a: [1, 2] });
    expect(echoed.data?.headers['content-type']).toBe('application/json');
    expect(echoed.data?.body).toBe('{"a":[1,2]}');
  });

  test('a content type given by the caller is kept for a JSON body', async () => {
    const { data } = await echo.put({ a: 1 }, { headers: { 'content-type': 'application/merge-patch+json' } });
    expect(data?.headers['content-type']).toBe('application/merge-patch+json');
  });

  test('FormData is sent as multipart with its boundary, File fields included', async () => {
    const form = new FormData();
    form.append('name', 'Ann');
    form.append('avatar', new File(['png bytes'], 'a.png', { type: 'image/png' }));
    const { data } = await api.api.uploads.post(form);
    expect(data?.headers['content-type']).toStartWith('multipart/form-data; boundary=');
    expect(data?.body).toContain('name="avatar"; filename="a.png"');
    expect(data?.body).toContain('png bytes');
  });

  test('FormData keeps its boundary when the client sets a content type for every request', async () => {
    const jsonByDefault = client<App>(fixture.url, { headers: { 'content-type': 'application/json' } });
    const form = new FormData();
    form.append('name', 'Ann');
    const { data } = await jsonByDefault.api.uploads.post(form);
    const type = data?.headers['content-type'] ?? '';
    expect(type).toStartWith('multipart/form-data; boundary=');
    const parsed = await new Response(data?.body, { headers: { 'content-type': type } }).formData();
    expect(parsed.get('name')).toBe('Ann');
  });

  test('a global JSON content type gives way to the type the runtime gives a native body, and stays for JSON', async () => {
    const jsonByDefault = client<App>(fixture.url, { headers: { 'content-type': 'application/json' } });
    const uploads = jsonByDefault.api.uploads;
    const form = await uploads.post(new URLSearchParams({ name: 'Ann' }));
    expect(form.data?.headers['content-type']).toStartWith('application/x-www-form-urlencoded');
    const file = await uploads.post(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(file.data?.headers['content-type']).toBe('image/svg+xml');
    const bytes = await uploads.post(new TextEncoder().encode('raw'));
    expect(bytes.data?.body).toBe('raw');
    expect(bytes.data?.headers['content-type']).toBeUndefined();
    // Bytes that are JSON keep the type through a Blob that carries it.
    const typed = await uploads.post(new Blob(['{}'], { type: 'application/json' }));
    expect(typed.data?.headers['content-type']).toStartWith('application/json');
    expect((await jsonByDefault.api.echo.put({ a: 1 })).data?.body).toBe('{"a":1}');
  });

  test('a Blob or File is sent as is, with its own type', async () => {
    const { data } = await api.api.uploads.post(new Blob(['raw bytes'], { type: 'application/octet-stream' }));
    expect(data?.body).toBe('raw bytes');
    expect(data?.headers['content-type']).toBe('application/octet-stream');
    const file = await api.api.uploads.post(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(file.data?.body).toBe('<svg/>');
    expect(file.data?.headers['content-type']).toBe('image/svg+xml');
  });
});

describe('bodies fetch sends natively', () => {
  test('bytes (Uint8Array, other views, ArrayBuffer) are sent as they are, not as JSON', async () => {
    const bytes = new TextEncoder().encode('raw bytes');
    for (const body of [bytes, new DataView(bytes.buffer), bytes.buffer]) {
      const { data } = await api.api.uploads.post(body);
      expect(data?.body).toBe('raw bytes');
      expect(data?.headers['content-type']).not.toBe('application/json');
    }
  });

  test('URLSearchParams is sent as a form, with its own content type', async () => {
    const { data } = await api.api.uploads.post(new URLSearchParams({ name: 'Ann', tag: 'a b' }));
    expect(data?.body).toBe('name=Ann&tag=a+b');
    expect(data?.headers['content-type']).toStartWith('application/x-www-form-urlencoded');
  });

  test('a ReadableStream is streamed, with the duplex: "half" that browsers require for it', async () => {
    const inits: RequestInit[] = [];
    const BrowserRequest = globalThis.Request;
    globalThis.Request = class extends BrowserRequest {
      constructor(input: string, init?: RequestInit) {
        inits.push(init ?? {});
        super(input, init);
      }
    } as typeof Request;
    try {
      const chunks = ['str', 'eam'].map((chunk) => new TextEncoder().encode(chunk));
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const { data } = await api.api.uploads.post(stream);
      expect(data?.body).toBe('stream');
      expect(data?.headers['content-type']).toBeUndefined();
    } finally {
      globalThis.Request = BrowserRequest;
    }
    expect(inits.map((init) => (init as { duplex?: string }).duplex)).toEqual(['half']);
  });

  test('a string is sent as is when the caller set a content type other than JSON', async () => {
    const csv = await echo.put('a,b\n1,2', { headers: { 'content-type': 'text/csv' } });
    expect(csv.data?.body).toBe('a,b\n1,2');
    expect(csv.data?.headers['content-type']).toBe('text/csv');
    // With a JSON content type, or none, a string is a JSON value like any other.
    expect((await echo.put('x', { headers: { 'content-type': 'application/json' } })).data?.body).toBe('"x"');
    expect((await echo.put('x', { headers: { 'content-type': 'Application/JSON' } })).data?.body).toBe('"x"');
    expect((await echo.put('x')).data?.body).toBe('"x"');
  });
});

describe('client options', () => {
  test('a custom fetch receives the Request, so an app can be called in-process', async () => {
    const seen: string[] = [];
    const inProcess = client<App>('http://in-process.test', {
      fetch: (request) => {
        seen.push(`${request.method} ${request.url}`);
        return answer(request);
      },
    });
    expect((await inProcess.api.users({ id: '5' }).get()).data?.id).toBe('5');
    expect(seen).toEqual(['GET http://in-process.test/api/users/5']);
  });

  test('a base URL of "" sends a relative URL, which the page resolves against its own origin', async () => {
    // Bun has no page, so stand in for the browser's Request, which resolves relative URLs against the document.
    const inputs: string[] = [];
    const BrowserRequest = globalThis.Request;
    globalThis.Request = class extends BrowserRequest {
      constructor(input: string, init?: RequestInit) {
        inputs.push(input);
        super(new URL(input, fixture.url), init);
      }
    } as typeof Request;
    try {
      const { data } = await client<App>('').api.users.get({ query: { role: 'x' } });
      expect(data?.[0].name).toBe('Ann (x)');
    } finally {
      globalThis.Request = BrowserRequest;
    }
    expect(inputs).toEqual(['/api/users?role=x']);
  });

  test('a base URL without a scheme gets one, as with Eden: http:// for a local host, https:// for another', async () => {
    const urls: string[] = [];
    const record = (request: Request) => (urls.push(request.url), answer(request));
    for (const base of [
      'localhost:3000',
      '127.0.0.1:8080/v1',
      '[::1]:3000',
      'api.example.com',
      'localhost.example.com',
      'https://host.test',
    ]) {
      await client<App>(base, { fetch: record }).api.echo.get();
    }
    expect(urls).toEqual([
      'http://localhost:3000/api/echo',
      'http://127.0.0.1:8080/v1/api/echo',
      'http://[::1]:3000/api/echo',
      'https://api.example.com/api/echo',
      'https://localhost.example.com/api/echo',
      'https://host.test/api/echo',
    ]);
  });

  test('a base URL with a path prefix keeps it', async () => {
    const urls: string[] = [];
    const prefixed = client<App>('http://host.test/v1/', {
      fetch: (request) => (urls.push(request.url), answer(request)),
    });
    await prefixed.api.echo.get();
    expect(urls).toEqual(['http://host.test/v1/api/echo']);
  });

  test('the call fetch option passes RequestInit such as an abort signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped by the user'));
    const { data, error, status, response } = await echo.get({ fetch: { signal: controller.signal } });
    expect(data).toBeNull();
    expect(status).toBe(0);
    expect(error).toEqual({ status: 0, value: { message: 'stopped by the user' } });
    expect(response).toBeNull();
  });
});
