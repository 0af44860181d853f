import type { Source } from './static-file.ts';
import { streamFile } from './file-stream.ts';

/** Bodies of files on disk, from the runtime adapter, which can send them without copying. */
export interface DiskReader {
  /** The whole file, `size` bytes as its `stat` found it. */
  whole(path: string, size: number): BodyInit;
  /** Bytes `start` to `end` inclusive. */
  slice(path: string, start: number, end: number): BodyInit;
}

export type BodyRequest =
  | { readonly kind: 'whole'; readonly size: number }
  | { readonly kind: 'range'; readonly start: number; readonly end: number }
  | { readonly kind: 'unranged'; readonly size: number };

/** The body for `source`; `unranged` streams a file whose `Range` fw ignored (README, `alwaysStatic`). */
export function toBody(source: Source, wanted: BodyRequest, disk: DiskReader): BodyInit {
  if (typeof source !== 'string') return wanted.kind === 'range' ? source.slice(wanted.start, wanted.end + 1) : source;
  if (wanted.kind === 'range') return disk.slice(source, wanted.start, wanted.end);
  return wanted.kind === 'unranged' ? streamFile(source, wanted.size) : disk.whole(source, wanted.size);
}
