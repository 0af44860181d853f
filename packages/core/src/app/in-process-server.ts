import type { ServerHandle } from '../types.ts';
import { noWebSockets } from '../runtime/server-handle.ts';

/** What handlers see as `server` under `app.fetch()` before `listen()`: no socket, nothing to upgrade. */
export const inProcessServer: ServerHandle = {
  port: 0,
  hostname: 'localhost',
  url: new URL('http://localhost/'),
  requestIP: () => null,
  ...noWebSockets,
};

/** The HEAD answer from the GET answer, as Bun makes it (RFC 9110 §9.3.2), with a known `Content-Length`. */
export async function toHeadResponse(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  // A 204 and a 304 never carry a length (RFC 9110 §8.6); a 1xx has no body.
  const bodiless = response.status < 200 || response.status === 204 || response.status === 304;
  if (!headers.has('content-length') && !bodiless) {
    const length = await readBufferedLength(response.body).catch(() => undefined);
    if (length !== undefined) headers.set('content-length', String(length));
  } else {
    await response.body?.cancel().catch(() => {});
  }
  return new Response(null, { status: response.status, statusText: response.statusText, headers });
}

const NOT_YET = Symbol('not yet');

const nextTurn = () => new Promise<typeof NOT_YET>((resolve) => setImmediate(resolve, NOT_YET));

/** The length of a body held in memory; `undefined` for a stream still producing, which is cancelled. */
async function readBufferedLength(body: ReadableStream<Uint8Array> | null): Promise<number | undefined> {
  if (body === null) return 0;
  const reader = body.getReader();
  let length = 0;
  for (;;) {
    const read = reader.read();
    // `read()` is raced first, so a read that has already settled wins over the marker; Node's undici settles
    // a body held in memory a turn later, so a read still pending gets one more turn before it counts as a stream.
    let chunk = await Promise.race([read, Promise.resolve(NOT_YET)]);
    if (chunk === NOT_YET) chunk = await Promise.race([read, nextTurn()]);
    if (chunk === NOT_YET) {
      await reader.cancel();
      return undefined;
    }
    if (chunk.done) return length;
    length += chunk.value.byteLength;
  }
}
