import { readFile } from 'node:fs/promises';
import type { ResolvedOptions } from './options.ts';
import type { Bytes, StaticFile, StoredForm } from './static-file.ts';
import { toCacheControl } from './cache-policy.ts';
import { toContentType } from './content-type.ts';
import { SIBLINGS } from './disk-lookup.ts';
import { createStaticFile } from './static-file.ts';
import { walkRoot } from './walk-root.ts';

/**
 * Below this size a `Range` request is not worth leaving Bun's native static routes for: those answer
 * from memory without running JavaScript but ignore `Range` (RFC 9110 §14.2 lets a server send the whole
 * file). Larger files, audio and video (which browsers seek with `Range`) get a handler that honours it.
 */
export const RANGE_MIN_BYTES = 64 * 1024;

/** A hash of a file's bytes, as text an ETag can hold (`[0-9a-z]`); supplied by the runtime adapter. */
export type HashBytes = (bytes: Bytes) => string;

/**
 * Loads every servable file under the root into memory (`alwaysStatic: true`), once, at `create()`:
 * no disk access per request. Each representation's version (its ETag) is a hash of its bytes:
 * modification time and size cannot be trusted to change between builds (Vite's hashed names have a
 * fixed length, so `index.html` keeps its size; reproducible builds fix mtime), and a repeated ETag
 * would earn a revalidating browser a 304 for the previous deploy's page, naming deleted assets.
 *
 * @example
 * const files = await loadFileIndex(options, bunHashBytes); // Map { 'index.html' => StaticFile, ... }
 */
export async function loadFileIndex(options: ResolvedOptions, hashBytes: HashBytes): Promise<Map<string, StaticFile>> {
  const found = await walkRoot(options.root);
  const loaded = new Map<string, Loaded>();
  // One file at a time: a large build must not run out of file descriptors at start.
  for (const [path, file] of found) loaded.set(path, toLoaded(await readFile(file.realPath), file.mtimeMs, hashBytes));
  const index = new Map<string, StaticFile>();
  for (const [path, identity] of loaded) {
    const encoded: StoredForm[] = [];
    for (const [suffix, encoding] of SIBLINGS) {
      const sibling = loaded.get(path + suffix);
      if (sibling !== undefined) encoded.push({ ...sibling, encoding });
    }
    const contentType = toContentType(path);
    index.set(path, createStaticFile(identity, encoded, {
      contentType,
      cacheControl: toCacheControl(path, options),
      ranges: identity.size >= RANGE_MIN_BYTES || /^(?:audio|video)\//.test(contentType),
    }));
  }
  return index;
}

/** A file's bytes as one `Blob` and their hash, computed once; a sibling's form reuses both. */
type Loaded = StoredForm & { readonly encoding: null };

function toLoaded(bytes: Bytes, mtimeMs: number, hashBytes: HashBytes): Loaded {
  return { size: bytes.byteLength, mtimeMs, encoding: null, source: new Blob([bytes]), version: hashBytes(bytes) };
}

/** A file Bun can serve from a fixed `Response`: nothing to negotiate per request. */
export function isNativeServable(file: StaticFile): boolean {
  return file.encoded.length === 0 && !file.ranges;
}
