import { readFile } from 'node:fs/promises';
import type { FindFile } from '../fallback.ts';
import type { ResolvedOptions } from '../options.ts';
import type { Bytes, StaticFile, StoredForm } from './static-file.ts';
import { toCacheControl } from './cache-policy.ts';
import { toContentType } from './content-type.ts';
import { lookupOnDisk, SIBLINGS } from './disk-lookup.ts';
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

/** The files of `alwaysStatic`, found once at `create()`. */
export interface FileIndex {
  /** Files held in memory, by root-relative path. */
  readonly inMemory: ReadonlyMap<string, StaticFile>;
  /** Files above `maxMemoryFileSize`, or with a sibling that is: looked up on disk per request. */
  readonly onDisk: ReadonlySet<string>;
}

/**
 * Finds every servable file under the root once, at `create()` (`alwaysStatic: true`), and loads those up
 * to `maxMemoryFileSize` into memory: no disk access per request for them. Each loaded representation's
 * version (its ETag) is a hash of its bytes: modification time and size cannot be trusted to change
 * between builds (Vite's hashed names have a fixed length, so `index.html` keeps its size; reproducible
 * builds fix mtime), and a repeated ETag would earn a revalidating browser a 304 for the previous deploy's
 * page, naming deleted assets. A larger file is served as with `alwaysStatic: false` (see `lookupOnDisk`).
 *
 * @example
 * const { inMemory, onDisk } = await loadFileIndex(options, bunHashBytes); // { 'index.html' => ... }, { 'intro.mp4' }
 */
export async function loadFileIndex(options: ResolvedOptions, hashBytes: HashBytes): Promise<FileIndex> {
  const found = await walkRoot(options.root);
  const loaded = new Map<string, Loaded>();
  // One file at a time: a large build must not run out of file descriptors at start.
  for (const [path, file] of found) {
    if (file.size > options.maxMemoryFileSize) continue;
    loaded.set(path, toLoaded(await readFile(file.realPath), file.mtimeMs, hashBytes));
  }
  const inMemory = new Map<string, StaticFile>();
  const onDisk = new Set<string>();
  for (const path of found.keys()) {
    const identity = loaded.get(path);
    const siblings = SIBLINGS.filter(([suffix]) => found.has(path + suffix));
    const encoded = siblings.flatMap(([suffix, encoding]) => {
      const sibling = loaded.get(path + suffix);
      return sibling === undefined ? [] : [{ ...sibling, encoding }];
    });
    if (identity === undefined || encoded.length < siblings.length) onDisk.add(path);
    else inMemory.set(path, toStaticFile(path, identity, encoded, options));
  }
  return { inMemory, onDisk };
}

/**
 * Where a request finds a file of the index: in memory, or on disk for the paths indexed there (so the
 * set of files stays the one found at `create()`).
 */
export function toFindFile(index: FileIndex, options: ResolvedOptions): FindFile {
  const { inMemory, onDisk } = index;
  return (filePath) => inMemory.get(filePath) ?? (onDisk.has(filePath) ? lookupOnDisk(options, filePath) : null);
}

function toStaticFile(path: string, identity: StoredForm, encoded: readonly StoredForm[], options: ResolvedOptions) {
  const contentType = toContentType(path);
  return createStaticFile(identity, encoded, {
    contentType,
    cacheControl: toCacheControl(path, options),
    ranges: identity.size >= RANGE_MIN_BYTES || /^(?:audio|video)\//.test(contentType),
  });
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
