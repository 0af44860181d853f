import type { Representation } from '../files/static-file.ts';

/** A byte range to send (inclusive bounds), `'unsatisfiable'` (416), or `null`: send the whole file. */
export type RangeDecision = { readonly start: number; readonly end: number } | 'unsatisfiable' | null;

/**
 * Reads one `bytes=` range (RFC 9110 §14.2); other forms and a non-matching `If-Range` mean the whole file.
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

// RFC 9110 §13.1.5; a date never matches: a fixed mtime would splice two builds (README, "Range").
function matchesIfRange(ifRange: string, representation: Representation): boolean {
  return ifRange === representation.headers.etag;
}
