import type { FileServing } from './file-serving.ts';

/**
 * `Bun.file` bodies, sent by the runtime (sendfile) without passing through JavaScript; Bun's 64-bit wyhash
 * in base 36 as the ETag of a file held in memory (README, "Validators").
 */
export const bunFileServing: FileServing = {
  disk: {
    whole: (path) => Bun.file(path),
    slice: (path, start, end) => Bun.file(path).slice(start, end + 1),
  },
  hashBytes: (bytes) => Bun.hash(bytes).toString(36),
  fixedResponses: true,
};
