import type { DiskReader } from '../body-source.ts';

/**
 * The only file of @fw/static that names Bun. A `Bun.file` body is sent by the runtime (sendfile where
 * it can) without passing the bytes through JavaScript.
 *
 * Bun applies a request's `Range` header itself to a 200 whose body is a whole `Bun.file`; `respond()`
 * asks for `read()` when it decided to ignore the range, so that decision stands.
 */
export const bunDiskReader: DiskReader = {
  whole: (path) => Bun.file(path),
  slice: (path, start, end) => Bun.file(path).slice(start, end + 1),
  read: (path) => Bun.file(path).bytes(),
};
