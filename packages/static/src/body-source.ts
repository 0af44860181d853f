import type { Bytes, Source } from './static-file.ts';

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
  /** The whole file read into memory: for a request whose `Range` was ignored (see the adapter). */
  read(path: string): Promise<Bytes>;
}

export type BodyRequest =
  | { readonly kind: 'whole' }
  | { readonly kind: 'range'; readonly start: number; readonly end: number }
  | { readonly kind: 'buffered' };

/** The body for `source` as `wanted` says. */
export function toBody(source: Source, wanted: BodyRequest, disk: DiskReader): BodyInit | Promise<Bytes> {
  if (typeof source !== 'string') return wanted.kind === 'range' ? source.slice(wanted.start, wanted.end + 1) : source;
  if (wanted.kind === 'range') return disk.slice(source, wanted.start, wanted.end);
  return wanted.kind === 'buffered' ? disk.read(source) : disk.whole(source);
}
