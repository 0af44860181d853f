import type { RouteEntry, RouteTable } from './route-table.ts';
import { ALL_METHODS, isRoutedMethod, OTHER_METHODS, type TableMethod } from '../http/methods.ts';
import { upperCaseEscapes } from '../http/path.ts';
import { escapeCaret } from '../http/caret.ts';
import { createStaticLookup } from './static-paths.ts';

/** The route for a method and path, or, when only other methods are routed there, what `Allow` lists. */
export type Match = { readonly entry: RouteEntry; readonly params: Record<string, string> } | Miss;

/** A path routed only for other methods: the `Allow` value of its 405. */
export interface Miss {
  readonly entry: undefined;
  readonly allow: string;
}

const SLASH = 0x2f;
const PERCENT = 0x25;
const CARET = 0x5e;

interface Pattern {
  readonly segments: readonly string[];
  /** A `:param` segment's name at its index, cut once rather than per request. */
  readonly names: readonly (string | undefined)[];
  readonly methods: ReadonlyMap<TableMethod, RouteEntry>;
}

// Patterns sorted once, then split by how many segments a path must have to match them, order kept.
interface Buckets {
  // Index n: the patterns a path of n segments can match (exact length, or a trailing `*` no longer than it).
  readonly byCount: readonly (readonly Pattern[])[];
  // A path longer than every pattern: only the trailing-`*` ones.
  readonly longer: readonly Pattern[];
}

/** A JavaScript router over the same table, in Bun's order, for `app.fetch()` and the fallback's 405. */
export function createMatcher(table: RouteTable): (method: string, pathname: string) => Match | undefined {
  const statics = new Map<string, ReadonlyMap<TableMethod, RouteEntry>>();
  const patterns: Pattern[] = [];
  // Escapes compared in upper case on both sides (RFC 3986 §6.2.2.1): `%c3%a9` is `%C3%A9`.
  for (const [declared, methods] of table) {
    const path = upperCaseEscapes(declared);
    if (path.includes(':') || path.includes('*')) patterns.push(toPattern(path, methods));
    else statics.set(path, methods);
  }
  // Reversed first: the sort is stable, and among ties Bun tries the later table entry first.
  patterns.reverse().sort((a, b) => comparePatterns(a.segments, b.segments));
  const buckets = toBuckets(patterns);
  // Only a 405 needs every matching pattern's methods: a second pass, so a hit allocates no set.
  const readAllow = (exact: ReadonlyMap<TableMethod, RouteEntry> | undefined, path: string, count: number) => {
    const allowed = new Set<TableMethod>(exact?.keys());
    for (const pattern of candidates(buckets, count)) {
      if (matchSegments(pattern, path, count, true)) for (const each of pattern.methods.keys()) allowed.add(each);
    }
    return toAllow(allowed);
  };
  const findStatic = createStaticLookup(statics);
  return (method, written) => {
    // One walk: how many segments, and whether a `%` or `^` is there. Nearly no path holds either, and such a
    // path needs neither its escapes upper-cased nor its params decoded; neither changes the count.
    // The slashes' places are kept for `matchSegments`, which then walks no segment to find where it ends.
    let count = 0;
    let escaped = false;
    for (let index = 0; index < written.length; index++) {
      const code = written.charCodeAt(index);
      if (code === SLASH) slashes[count++] = index;
      else if (code === PERCENT || code === CARET) escaped = true;
    }
    // As the request came through Bun's URL parser: `app.fetch()` on Node hands a raw `^` here.
    const pathname = escaped ? upperCaseEscapes(escapeCaret(written)) : written;
    // A `^` became `%5E`: the slashes moved.
    if (escaped) recordSlashes(pathname);
    const exact = findStatic(pathname);
    const hit = exact && pick(exact, method);
    if (hit) return { entry: hit, params: {} };
    let routed = exact !== undefined;
    for (const pattern of candidates(buckets, count)) {
      const params = matchSegments(pattern, pathname, count, escaped);
      if (!params) continue;
      const entry = pick(pattern.methods, method);
      if (entry) return { entry, params };
      routed = true;
    }
    return routed ? { entry: undefined, allow: readAllow(exact, pathname, count) } : undefined;
  };
}

/** The `Allow` value for routed methods, HEAD included wherever GET is (the runtime answers it). */
export function toAllow(methods: ReadonlySet<TableMethod>): string {
  return ALL_METHODS.filter((method) => methods.has(method) || (method === 'HEAD' && methods.has('GET'))).join(', ');
}

// HEAD falls back to GET, as in Bun's router; a method fw does not route (`PROPFIND`, `delete`) only to `'*'`.
// The table holds routed methods and `'*'` only: a method found there needs no other check.
function pick(methods: ReadonlyMap<TableMethod, RouteEntry>, method: string): RouteEntry | undefined {
  const found = methods.get(method as TableMethod);
  if (found !== undefined) return found;
  if (method === 'HEAD') return methods.get('GET');
  return isRoutedMethod(method) ? undefined : methods.get(OTHER_METHODS);
}

// Bun 1.4.5's order: at the first differing kind, static before `:param` before `*` (README "Design notes").
function comparePatterns(a: readonly string[], b: readonly string[]): number {
  for (const [i, segment] of a.entries()) {
    const other = b[i];
    // `b` is a prefix of `a` so far: the length decides.
    if (other === undefined) break;
    const order = readKind(segment) - readKind(other);
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

// The order Bun tries segment kinds in: static 0, `:param` 1, trailing `*` 2.
function readKind(segment: string): number {
  return segment === '*' ? 2 : segment.startsWith(':') ? 1 : 0;
}

function toBuckets(patterns: readonly Pattern[]): Buckets {
  const longest = Math.max(0, ...patterns.map(({ segments }) => segments.length));
  const byCount = Array.from({ length: longest + 1 }, (_, count) => patterns.filter((each) => fits(each, count)));
  return { byCount, longer: patterns.filter((each) => fits(each, longest + 1)) };
}

// Whether a path of `count` segments can match: only a trailing `*` lets the path be longer than the pattern.
function fits({ segments }: Pattern, count: number): boolean {
  const wild = segments.at(-1) === '*';
  return wild ? count >= segments.length : count === segments.length;
}

function candidates({ byCount, longer }: Buckets, count: number): readonly Pattern[] {
  return byCount[count] ?? longer;
}

function toPattern(path: string, methods: ReadonlyMap<TableMethod, RouteEntry>): Pattern {
  const segments = path.split('/').slice(1);
  return {
    segments,
    names: segments.map((segment) => (segment.startsWith(':') ? segment.slice(1) : undefined)),
    methods,
  };
}

// Where each `/` of the path being matched is, in order: one array for every match, as matching is synchronous.
const slashes: number[] = [];

function recordSlashes(path: string): void {
  let count = 0;
  for (let index = 0; index < path.length; index++) if (path.charCodeAt(index) === SLASH) slashes[count++] = index;
}

// Where segment `i` ends: the next `/`, or the path's end.
function segmentEnd(path: string, i: number, count: number): number {
  return i + 1 < count ? (slashes[i + 1] as number) : path.length;
}

// `escaped`: whether the path may hold a `%` escape to decode; `count`: how many segments follow its first `/`
// (`/users/42`: 2, as `path.split('/').slice(1)` has), whose places `slashes` holds. The path is read where it
// lies, not split: a split and its parts cost more than the match on Node.
function matchSegments(
  { segments, names }: Pattern,
  path: string,
  count: number,
  escaped: boolean,
): Record<string, string> | undefined {
  // Every segment needs a part; only a trailing `*` lets the path have more.
  if (count < segments.length) return undefined;
  const last = segments.length - 1;
  // Statics first: a miss, the common case, allocates nothing.
  for (let i = 0; i <= last; i++) {
    const segment = segments[i] as string;
    if (names[i] !== undefined || (i === last && segment === '*')) continue;
    const start = (slashes[i] as number) + 1;
    if (!isSegment(path, start, segmentEnd(path, i, count), segment)) return undefined;
  }
  const params: Record<string, string> = {};
  for (let i = 0; i <= last; i++) {
    // A trailing `*` needs its slash: `/files/*` takes `/files/` and `/files/a/b`, not `/files` (as Bun).
    if (i === last && segments[i] === '*') return params;
    const start = (slashes[i] as number) + 1;
    const end = segmentEnd(path, i, count);
    if (end === start) return undefined;
    // Statics (a `*` before the last segment is one) matched in the first pass.
    const name = names[i];
    if (name !== undefined) params[name] = escaped ? decodeParam(path.slice(start, end)) : path.slice(start, end);
  }
  return segments.length === count ? params : undefined;
}

// Whether the path's part from `start` to `end` is `segment`, without cutting it out.
function isSegment(path: string, start: number, end: number, segment: string): boolean {
  if (end - start !== segment.length) return false;
  for (let index = 0; index < segment.length; index++) {
    if (path.charCodeAt(start + index) !== segment.charCodeAt(index)) return false;
  }
  return true;
}

const lenientDecoder = new TextDecoder();
const encoder = new TextEncoder();

/** Decodes a path segment as Bun's router does: a malformed escape stays literal, bad UTF-8 is U+FFFD. */
function decodeParam(part: string): string {
  if (!part.includes('%')) return part;
  try {
    return decodeURIComponent(part);
  } catch {
    const bytes: number[] = [];
    for (let i = 0; i < part.length; i++) {
      const code = part.charCodeAt(i);
      const escaped = code === 0x25 && /^[0-9a-f]{2}$/i.test(part.slice(i + 1, i + 3));
      if (escaped) {
        bytes.push(Number.parseInt(part.slice(i + 1, i + 3), 16));
        i += 2;
      } else {
        bytes.push(...encoder.encode(part[i]));
      }
    }
    return lenientDecoder.decode(new Uint8Array(bytes));
  }
}
