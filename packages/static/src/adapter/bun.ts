import type { DiskReader } from '../files/body-source.ts';
import type { HashBytes } from '../files/file-index.ts';

/** `Bun.file` bodies, sent by the runtime (sendfile) without passing through JavaScript. */
export const bunDiskReader: DiskReader = {
  whole: (path) => Bun.file(path),
  slice: (path, start, end) => Bun.file(path).slice(start, end + 1),
};

/** Bun's 64-bit wyhash in base 36: the ETag of a file held in memory (README, "Validators"). */
export const bunHashBytes: HashBytes = (bytes) => Bun.hash(bytes).toString(36);
