import { FwError } from '@fw/core';
import { open, type FileHandle } from 'node:fs/promises';
import { staticErrors } from '../errors.ts';

const CHUNK_BYTES = 256 * 1024;

/**
 * `size` bytes of a file from byte `start`, read a chunk as the client takes it; a file that shrank errors the stream.
 * @example
 * new Response(streamFile('/srv/dist/intro.mp4', size), { headers: { 'content-length': String(size) } });
 */
export function streamFile(path: string, size: number, start = 0): ReadableStream<Uint8Array> {
  let handle: FileHandle | undefined;
  let position = 0;
  const close = async () => {
    await handle?.close();
    handle = undefined;
  };
  const pull = async (controller: ReadableByteStreamController) => {
    handle ??= await open(path);
    const length = Math.min(CHUNK_BYTES, size - position);
    const { bytesRead, buffer } = await handle.read(new Uint8Array(length), 0, length, start + position);
    if (bytesRead === 0) throw new FwError(staticErrors.fileShrank(path, start + size));
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
