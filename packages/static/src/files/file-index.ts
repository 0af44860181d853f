import { readFile } from 'node:fs/promises';
import type { ResolvedOptions } from '../options.ts';
import type { Bytes, FindFile, StaticFile, StoredForm } from './static-file.ts';
import { toCacheControl } from './cache-policy.ts';
import { toContentType } from './content-type.ts';
import { lookupOnDisk, SIBLINGS } from './disk-lookup.ts';
import { createStaticFile } from './static-file.ts';
import { walkRoot } from './walk-root.ts';

/** Below this size `Range` is ignored in memory, for Bun's native routes (RFC 9110 §14.2; README). */
export const RANGE_MIN_BYTES = 64 * 1024;

/** A hash of a file's bytes as `[0-9a-z]` text, supplied by the runtime adapter. */
export type HashBytes = (bytes: Bytes) => string;

export interface FileIndex {
  readonly inMemory: ReadonlyMap<string, StaticFile>;
  readonly onDisk: ReadonlySet<string>;
}

/**
 * Finds every file once and loads those up to `maxMemoryFileSize`, versioned by a hash (README, "Validators").
 * @example
 * const { inMemory, onDisk } = await loadFileIndex(options, serving.hashBytes);
 * // inMemory: { 'index.html' => ... }, onDisk: { 'intro.mp4' }
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

/** Finds a file of the index: in memory, or on disk for the paths indexed there. */
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
    headers: options.headers(path),
  });
}

type Loaded = StoredForm & { readonly encoding: null };

function toLoaded(bytes: Bytes, mtimeMs: number, hashBytes: HashBytes): Loaded {
  return { size: bytes.byteLength, mtimeMs, encoding: null, source: new Blob([bytes]), version: hashBytes(bytes) };
}

export function isNativeServable(file: StaticFile): boolean {
  return file.encoded.length === 0 && !file.ranges;
}
