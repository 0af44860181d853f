import type { Source } from './static-file.ts';
import { streamFile } from './file-stream.ts';

/**
 * How a response body is made from a representation's `source`: a `Blob` in memory is sliced here (a slice
 * shares its bytes); a path on disk is handed to the runtime adapter (`adapter/bun.ts`), which can stream
 * it without copying.
 */
export interface DiskReader {
  /** The whole file, streamed by the runtime. */
  whole(path: string): BodyInit;
  /** Bytes `start` to `end` inclusive. */
  slice(path: string, start: number, end: number): BodyInit;
}

export type BodyRequest =
  | { readonly kind: 'whole' }
  | { readonly kind: 'range'; readonly start: number; readonly end: number }
  | { readonly kind: 'unranged'; readonly size: number };

/**
 * The body for `source` as `wanted` says. `unranged` is the whole file for a request whose `Range` fw
 * ignored: the runtime applies `Range` itself to a file body, so a file on disk goes out as a stream of
 * fw's own. Bun sends that stream chunked: it drops a `Content-Length` set for a stream (oven-sh/bun#10507).
 */
export function toBody(source: Source, wanted: BodyRequest, disk: DiskReader): BodyInit {
  if (typeof source !== 'string') return wanted.kind === 'range' ? source.slice(wanted.start, wanted.end + 1) : source;
  if (wanted.kind === 'range') return disk.slice(source, wanted.start, wanted.end);
  return wanted.kind === 'unranged' ? streamFile(source, wanted.size) : disk.whole(source);
}
