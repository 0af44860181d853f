import type { Representation } from '../files/static-file.ts';

/**
 * `If-None-Match` (weak, §13.1.2) decides when present, else `If-Modified-Since` (RFC 9110 §13.2.2).
 * @example
 * if (isNotModified(request.headers, representation)) return new Response(null, { status: 304 });
 */
export function isNotModified(headers: Headers, representation: Representation): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch !== null) return matchesAnyWeakly(ifNoneMatch, representation.headers.etag);
  const ifModifiedSince = headers.get('if-modified-since');
  if (ifModifiedSince === null) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && toHttpSeconds(representation.mtimeMs) <= since;
}

export function toHttpSeconds(mtimeMs: number): number {
  return Math.floor(mtimeMs / 1000) * 1000;
}

function matchesAnyWeakly(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => stripWeak(tag.trim()) === etag);
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
