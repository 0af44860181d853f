import type { DiskReader } from '../files/body-source.ts';
import type { HashBytes } from '../files/file-index.ts';

/**
 * The only file of @fw/static that names Bun. A `Bun.file` body is sent by the runtime (sendfile where
 * it can) without passing the bytes through JavaScript.
 *
 * Bun applies a request's `Range` header itself to a 200 whose body is a `Bun.file` (a slice too); when
 * fw decided to ignore the range, `toBody()` streams the file itself, so that decision stands.
 */
export const bunDiskReader: DiskReader = {
  whole: (path) => Bun.file(path),
  slice: (path, start, end) => Bun.file(path).slice(start, end + 1),
};

/**
 * Bun's wyhash (64 bits, several GB/s): the ETag of a file held in memory, computed once at `create()`.
 * An ETag needs no resistance to a chosen collision (the build's author is the only one choosing bytes),
 * only to two deploys of one path agreeing by chance, which 64 bits make negligible.
 */
export const bunHashBytes: HashBytes = (bytes) => Bun.hash(bytes).toString(36);
