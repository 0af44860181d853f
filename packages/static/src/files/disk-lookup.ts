import type { ResolvedOptions } from '../options.ts';
import type { FoundFile } from '../paths/root-containment.ts';
import type { Encoding, StaticFile, StoredForm } from './static-file.ts';
import { toCacheControl } from './cache-policy.ts';
import { toContentType } from './content-type.ts';
import { findInRoot } from '../paths/root-containment.ts';
import { createStaticFile, toStatVersion } from './static-file.ts';

/** Sibling suffix → coding, in the server's order of preference (br compresses text best). */
export const SIBLINGS: readonly (readonly [suffix: string, encoding: Encoding])[] = [
  ['.br', 'br'],
  ['.gz', 'gzip'],
];

/**
 * Looks a file and its siblings up on disk for one request, so a rebuilt frontend is served at once.
 * @example
 * const file = await lookupOnDisk(options, 'assets/app.js'); // null when missing or outside root
 */
export async function lookupOnDisk(options: ResolvedOptions, relativePath: string): Promise<StaticFile | null> {
  const identity = await findInRoot(options.root, relativePath);
  if (identity === null) return null;
  const encoded: StoredForm[] = [];
  for (const [suffix, encoding] of SIBLINGS) {
    const sibling = await findInRoot(options.root, relativePath + suffix);
    if (sibling !== null) encoded.push(toDiskForm(sibling, encoding));
  }
  return createStaticFile(toDiskForm(identity, null), encoded, {
    contentType: toContentType(relativePath),
    cacheControl: toCacheControl(relativePath, options),
    ranges: true,
    headers: options.headers(relativePath),
  });
}

function toDiskForm(file: FoundFile, encoding: Encoding | null): StoredForm {
  return { size: file.size, mtimeMs: file.mtimeMs, encoding, source: file.realPath, version: toStatVersion(file) };
}
