// Binary and form responses end to end: a real fw app (the `bodies` codegen fixture, whose generated
// contract is test/fixtures/bodies/app.ts) called through client<App>, over a socket and in-process.
// The data the client reads has the type the contract gives it: a Blob for bytes, blobs, files and
// streams, an async iterable for a generator of JSON values, a FormData, a URLSearchParams, the text of a
// text/csv string.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Fw } from '@fw/core';
import { client, type Client } from '../../src/http/index.ts';
import type { App } from '../fixtures/bodies/app.ts';
import { BodiesController, PNG } from '../fixtures/bodies/src/bodies.controller.ts';
import type { Equal, Expect } from '../fixtures/equal.ts';

const app = new Fw().controllers([BodiesController]);
beforeAll(() => app.listen(0));
afterAll(() => app.stop());

// Over a socket Bun labels a string `text/plain`; in-process it carries no type (the client reads it as text).
const transports: [string, () => Client<App>][] = [
  ['over a socket', () => client<App>(app.url.origin)],
  ['in-process', () => client<App>('http://fw', { fetch: (request) => app.fetch(request) })],
];

async function collect<T>(items: AsyncIterable<T> | null): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items ?? []) all.push(item);
  return all;
}

async function bytesOf(blob: Blob | null): Promise<number[]> {
  return [...new Uint8Array(await (blob ?? new Blob()).arrayBuffer())];
}

for (const [transport, connect] of transports) {
  describe(transport, () => {
    let api: Client<App>;
    beforeAll(() => {
      api = connect();
    });

    describe('bytes, blobs and streams are a Blob; a generator of values is an iterable', () => {
      test('a generator of objects is an async iterable of them, as JSON lines or data: events', async () => {
        const lines = await api.bodies.lines.get();
        const events = await api.bodies.events.get();
        true satisfies Expect<Equal<typeof events.data, AsyncIterable<{ n: number }> | null>>;
        expect(lines.headers.get('content-type')).toBe('application/x-ndjson');
        expect(await collect(lines.data)).toEqual([{ n: 1 }, { n: 2 }]);
        expect(await collect(events.data)).toEqual([{ n: 1 }, { n: 2 }]);
        expect(await collect((await api.bodies.dates.get()).data)).toEqual(['1970-01-01T00:00:00.000Z']);
      });

      test('frames a handler writes under text/event-stream: each event data, JSON where it parses', async () => {
        const frames = await api.bodies.frames.get();
        true satisfies Expect<Equal<typeof frames.data, AsyncIterable<unknown> | null>>;
        expect(await collect(frames.data)).toEqual([{ n: 1 }, 'plain']);
      });

      test('text from a generator, and an iterator handed on, are a Blob', async () => {
        expect(await (await api.bodies.chunks.get()).data?.text()).toBe('ab');
        const relayed = await api.bodies.relayed.get();
        expect(relayed.data).toBeInstanceOf(Blob);
        expect(await relayed.data?.text()).toBe('{"n":1}\n{"n":2}\n');
      });

      for (const route of [
        'bytes',
        'buffer',
        'view',
        'node-buffer',
        'stream',
        'generated',
        'generated-sync',
      ] as const) {
        test(route, async () => {
          const { data, error } = await api.bodies[route].get();
          expect(error).toBeNull();
          expect(data).toBeInstanceOf(Blob);
          expect(await bytesOf(data)).toEqual(PNG);
        });
      }

      test('a Blob keeps its type, a File its bytes and type', async () => {
        const blob = await api.bodies.blob.get();
        expect(blob.data?.type).toBe('image/png');
        expect(await bytesOf(blob.data)).toEqual(PNG);
        const file = await api.bodies.file.get();
        expect(file.data).toBeInstanceOf(Blob);
        expect(file.data?.type).toBe('application/pdf');
        expect(await file.data?.text()).toBe('%PDF-1.7');
      });

      test('a union with data is JSON or a Blob by what the handler returned', async () => {
        const json = await api.bodies.either.get();
        const blob = await api.bodies.either.get({ query: { blob: '1' } });
        type Data = NonNullable<typeof json.data>;
        true satisfies Expect<Equal<Data, { readonly rows: number } | Blob>>;
        expect(json.data).toEqual({ rows: 2 });
        expect(blob.data).toBeInstanceOf(Blob);
        expect(blob.data instanceof Blob && blob.data.type).toBe('application/zip');
      });

      test('an empty body is null, as the contract says', async () => {
        const { data, status } = await api.bodies.maybe.get({ query: { empty: '1' } });
        true satisfies Expect<Equal<typeof data, Blob | null>>;
        expect([status, data]).toEqual([204, null]);
        expect(await bytesOf((await api.bodies.maybe.get()).data)).toEqual(PNG);
      });
    });

    describe('forms are forms', () => {
      test('multipart is a FormData, files included', async () => {
        const { data } = await api.bodies.form.get();
        true satisfies Expect<Equal<typeof data, FormData | null>>;
        expect(data).toBeInstanceOf(FormData);
        expect(data?.get('name')).toBe('Ann');
        const avatar = data?.get('avatar');
        expect(avatar).toBeInstanceOf(Blob);
        expect(await bytesOf(avatar as Blob)).toEqual(PNG);
      });

      test('urlencoded is a URLSearchParams', async () => {
        const { data } = await api.bodies.search.get();
        true satisfies Expect<Equal<typeof data, URLSearchParams | null>>;
        expect(data).toBeInstanceOf(URLSearchParams);
        expect(Object.fromEntries(data ?? [])).toEqual({ q: 'a b', page: '2' });
      });
    });

    describe('text stays text', () => {
      test('a string sent as text/csv is its text', async () => {
        const { data, headers } = await api.bodies.csv.get();
        true satisfies Expect<Equal<typeof data, string | null>>;
        expect(headers.get('content-type')).toStartWith('text/csv');
        expect(data).toBe('name,rows\nAnn,2\n');
      });

      test('a string is its text, in-process too', async () => {
        const { data } = await api.bodies.words.get();
        true satisfies Expect<Equal<typeof data, string | null>>;
        expect(data).toBe('plain words');
      });

      test('an empty string is the empty text, not null', async () => {
        const { data, status } = await api.bodies.blank.get();
        expect([status, data]).toEqual([200, '']);
      });

      test('a project class named Blob is JSON', async () => {
        expect((await api.bodies['own-blob'].get()).data).toEqual({ label: 'mine' });
      });
    });
  });
}
