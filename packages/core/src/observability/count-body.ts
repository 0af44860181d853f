import { Buffer } from 'node:buffer';

type Chunk = Uint8Array | ArrayBuffer | string;

/** `response` with its streamed body counted as the runtime reads it; `done` once: it ended, failed or was dropped. */
export function countBody(response: Response, done: (bytes: number, error?: unknown) => void): Response {
  const reader = (response.body as ReadableStream<Chunk>).getReader();
  let bytes = 0;
  let ended = false;
  const end = (error?: unknown) => {
    if (ended) return;
    ended = true;
    done(bytes, error);
  };
  const counted = new ReadableStream<Chunk>({
    async pull(controller) {
      try {
        const chunk = await reader.read();
        if (chunk.done) {
          controller.close();
          end();
          return;
        }
        bytes += typeof chunk.value === 'string' ? Buffer.byteLength(chunk.value) : chunk.value.byteLength;
        controller.enqueue(chunk.value);
      } catch (error) {
        controller.error(error);
        end(error);
      }
    },
    // The client went away: what was sent so far is the answer's size.
    cancel(reason) {
      end();
      return reader.cancel(reason);
    },
  });
  return new Response(counted, response);
}
