import type { ResolvedOptions } from '../options.ts';

type CachePolicy = Pick<ResolvedOptions, 'index' | 'cacheControl' | 'indexCacheControl' | 'immutable'>;

/** A year, the longest `max-age` caches honour in practice; `immutable` skips revalidation on reload (RFC 8246). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The `Cache-Control` of a root-relative path: the index's, `IMMUTABLE` for hashed names, or the default.
 * @example
 * toCacheControl('index.html', options);             // options.indexCacheControl ('no-cache')
 * toCacheControl('assets/app-1a2B3c4D.js', options); // IMMUTABLE
 */
export function toCacheControl(relativePath: string, options: CachePolicy): string {
  if (isIndexFile(relativePath, options.index)) return options.indexCacheControl;
  if (options.immutable?.test(relativePath)) return IMMUTABLE;
  return options.cacheControl;
}

export function isIndexFile(relativePath: string, index: string): boolean {
  return relativePath === index || relativePath.endsWith(`/${index}`);
}
