import { FwError } from '@fw/core';
import { open, type FileHandle } from 'node:fs/promises';
import { staticErrors } from '../errors.ts';

/** Bytes read per pull: enough to keep a socket busy, little for a stalled client to hold. */
const CHUNK_BYTES = 256 * 1024;

/**
 * The first `size` bytes of a file as a stream read one chunk at a time as the client takes them, so a
 * download the client stalls holds a chunk, not the file. A file that no longer has `size` bytes errors
 * the stream, which aborts the response instead of leaving the client waiting for the promised length.
 *
 * @example
 * new Response(streamFile('/srv/dist/intro.mp4', size), { headers: { 'content-length': String(size) } });
 */
export function streamFile(path: string, size: number): ReadableStream<Uint8Array> {
  let handle: FileHandle | undefined;
  let position = 0;
  const close = async () => {
    await handle?.close();
    handle = undefined;
  };
  const pull = async (controller: ReadableByteStreamController) => {
    handle ??= await open(path);
    const length = Math.min(CHUNK_BYTES, size - position);
    const { bytesRead, buffer } = await handle.read(new Uint8Array(length), 0, length, position);
    if (bytesRead === 0) throw new FwError(staticErrors.fileShrank(path, size));
    position += bytesRead;
    controller.enqueue(buffer.subarray(0, bytesRead));
  };
  return new ReadableStream(
    {
      type: 'bytes',
      start: (controller) => (size === 0 ? controller.close() : undefined),
      async pull(controller) {
        try {
          await pull(controller);
        } catch (error) {
          await close();
          throw error;
        }
        if (position < size) return;
        await close();
        controller.close();
      },
      cancel: close,
    },
    { highWaterMark: 0 },
  );
}
