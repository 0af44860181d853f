import type { Representation } from '../files/static-file.ts';

/** A byte range to send (inclusive bounds), `'unsatisfiable'` (416), or `null`: send the whole file. */
export type RangeDecision = { readonly start: number; readonly end: number } | 'unsatisfiable' | null;

/**
 * Reads a GET's `Range` header against one representation (RFC 9110 §14). One range is served; a
 * multi-range request, another unit or a malformed header is ignored and the whole file sent, which §14.2
 * permits. `If-Range` other than this representation's strong ETag (a weak or different tag, or any
 * date) also means the whole file (§13.1.5).
 *
 * @example
 * readRange(new Headers({ range: 'bytes=0-99' }), representation); // { start: 0, end: 99 }
 * readRange(new Headers({ range: 'bytes=-10' }), representation);  // the last 10 bytes
 */
export function readRange(headers: Headers, representation: Representation): RangeDecision {
  const range = headers.get('range');
  if (range === null) return null;
  const ifRange = headers.get('if-range');
  if (ifRange !== null && !matchesIfRange(ifRange.trim(), representation)) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(range.trim());
  if (match === null) return null;
  const [, first, last] = match;
  const size = representation.size;
  if (first === '') {
    if (last === '') return null;
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Only the strong ETag this representation carries matches. A date never does: a build that fixes
 * modification times (reproducible builds) gives the next deploy's file the same `Last-Modified`, and a
 * range honoured on it would splice two builds into one download. §13.1.5 lets a date stand only for a
 * strong validator, which such a date is not; every answer carries an ETag, so a client has one to send.
 */
function matchesIfRange(ifRange: string, representation: Representation): boolean {
  return ifRange === representation.headers.etag;
}
