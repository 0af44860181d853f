import { expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Fw, Get, Post } from '../src/index.ts';

// HEAD is GET without the body (RFC 9110 §9.3.2). Bun strips it on every answer and keeps the length
// of a body it knows (RFC 9110 §8.6); app.fetch() must answer the same requests the same way.

@Controller('/api/items')
class ItemsController {
  @Get() list() {
    return [{ id: 1 }];
  }
  @Post('import') import() {
    return 'imported';
  }
}

let cancelled = 0;
const createApp = () =>
  new Fw()
    .controllers([ItemsController])
    .route('GET', '/fixed', new Response('fixed-body', { headers: { 'x-fixed': '1' } }))
    .route('GET', '/raw', () => new Response('raw handler body'))
    .route('GET', '/empty', () => new Response(null, { status: 204 }))
    .route(
      'GET',
      '/broken',
      () => new Response(new ReadableStream({ start: (controller) => controller.error(new Error('boom')) })),
    )
    .route('GET', '/events', () => {
      // An endless event stream: a HEAD must neither wait for it nor leave it running.
      const stream = new ReadableStream({ pull: () => sleep(5), cancel: () => void cancelled++ });
      return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
    });

const read = async (response: Response) => ({
  status: response.status,
  body: await response.text(),
  length: response.headers.get('content-length'),
  allow: response.headers.get('allow'),
  fixed: response.headers.get('x-fixed'),
});

test('HEAD over a socket and in-process: no body on any answer, the same Content-Length', async () => {
  const server = createApp();
  await server.listen(0);
  const inProcess = createApp();
  try {
    // A controller route, a fixed Response, a raw handler, a 404, a 405, a 204 (no length at all), a
    // stream that errors (still answered) and an endless stream.
    for (const path of ['/api/items', '/fixed', '/raw', '/nope', '/api/items/import', '/empty', '/broken', '/events']) {
      const request = () => new Request(new URL(path, server.url), { method: 'HEAD' });
      const [over, local] = await Promise.all([fetch(request()).then(read), inProcess.fetch(request()).then(read)]);
      expect({ path, ...local }).toEqual({ path, ...over });
      expect(local.body).toBe('');
    }
    const before = cancelled;
    const streamed = await inProcess.fetch(new Request('http://local/events', { method: 'HEAD' }));
    expect([streamed.headers.get('content-length'), cancelled - before]).toEqual([null, 1]);
  } finally {
    await server.stop(true);
  }
});

test('HEAD in-process: the lengths are the GET bodies’ byte counts', async () => {
  const app = createApp();
  for (const path of ['/api/items', '/fixed', '/raw']) {
    const get = await app.fetch(new Request(`http://local${path}`));
    const head = await app.fetch(new Request(`http://local${path}`, { method: 'HEAD' }));
    expect([path, head.status, head.headers.get('content-length')]).toEqual([
      path,
      get.status,
      String((await get.arrayBuffer()).byteLength),
    ]);
  }
});
