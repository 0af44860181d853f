import type { RouteEntry, RouteTable } from './route-table.ts';
import { ALL_METHODS, isRoutedMethod, OTHER_METHODS, type TableMethod } from './methods.ts';
import { upperCaseEscapes } from './path.ts';

/** The route for a method and path, or, when only other methods are routed there, what `Allow` lists. */
export type Match = { readonly entry: RouteEntry; readonly params: Record<string, string> } | Miss;

/** A path routed only for other methods: the `Allow` value of its 405. */
export interface Miss {
  readonly entry: undefined;
  readonly allow: string;
}

interface Pattern {
  readonly segments: readonly string[];
  readonly methods: ReadonlyMap<TableMethod, RouteEntry>;
}

/**
 * A JavaScript router over the same table, for `app.fetch()` (in-process calls, no socket) and for
 * the 405 answer of the runtime's fallback. It follows Bun's router: an exact path first, then
 * patterns in `comparePatterns` order; a pattern without the request's method lets the next one try
 * (so `GET /users/bulk` reaches `GET /users/:id` beside `POST /users/bulk`); escapes are compared
 * without regard to case. Returns `undefined` when no path matches at all.
 */
export function createMatcher(table: RouteTable): (method: string, pathname: string) => Match | undefined {
  const statics = new Map<string, ReadonlyMap<TableMethod, RouteEntry>>();
  const patterns: Pattern[] = [];
  for (const [path, methods] of table) {
    if (path.includes(':') || path.includes('*')) patterns.push({ segments: path.split('/').slice(1), methods });
    else statics.set(path, methods);
  }
  // Reversed first: the sort is stable, and among ties Bun tries the later table entry first.
  patterns.reverse().sort((a, b) => comparePatterns(a.segments, b.segments));
  // Only a 405 needs the methods of every matching pattern: collected in a second pass, so a hit
  // allocates no set.
  const readAllow = (exact: ReadonlyMap<TableMethod, RouteEntry> | undefined, parts: readonly string[]): string => {
    const allowed = new Set<TableMethod>(exact?.keys());
    for (const { segments, methods } of patterns) {
      if (matchSegments(segments, parts)) for (const each of methods.keys()) allowed.add(each);
    }
    return toAllow(allowed);
  };
  const matchAsWritten = (method: string, pathname: string): Match | undefined => {
    const exact = statics.get(pathname);
    const hit = exact && pick(exact, method);
    if (hit) return { entry: hit, params: {} };
    let routed = exact !== undefined;
    const parts = pathname.split('/').slice(1);
    for (const { segments, methods } of patterns) {
      const params = matchSegments(segments, parts);
      if (!params) continue;
      const entry = pick(methods, method);
      if (entry) return { entry, params };
      routed = true;
    }
    return routed ? { entry: undefined, allow: readAllow(exact, parts) } : undefined;
  };
  // The table holds the upper-case form of escapes; a client may send them in lower case.
  return (method, pathname) => {
    const found = matchAsWritten(method, pathname);
    if (found !== undefined) return found;
    const normalized = upperCaseEscapes(pathname);
    return normalized === pathname ? undefined : matchAsWritten(method, normalized);
  };
}

/** The `Allow` value for routed methods, HEAD included wherever GET is (the runtime answers it). */
export function toAllow(methods: ReadonlySet<TableMethod>): string {
  return ALL_METHODS.filter((method) => methods.has(method) || (method === 'HEAD' && methods.has('GET'))).join(', ');
}

// HEAD falls back to GET, as in Bun's router; a method fw does not route (`PROPFIND`, `delete`) only to `'*'`.
function pick(methods: ReadonlyMap<TableMethod, RouteEntry>, method: string): RouteEntry | undefined {
  if (!isRoutedMethod(method)) return methods.get(OTHER_METHODS);
  return methods.get(method) ?? (method === 'HEAD' ? methods.get('GET') : undefined);
}

/**
 * Bun's order (1.4.5, checked against its router on random route sets): at the first position where
 * two patterns differ in kind, a static segment comes before a `:param`, which comes before a trailing
 * `*`. So for `/a/b/c/d`, `/a/b/:y/:z` beats `/a/:x/c/d` although it has fewer static segments. Patterns
 * of one kind at every common position never match one path unless they are the same shape (`/a/:x`,
 * `/a/:y`, on different methods); among those Bun tries the later-declared first, which shows when
 * one holds HEAD and the other GET. Length only makes the order total.
 */
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

function matchSegments(segments: readonly string[], parts: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  // A counter beside for-of rather than entries(): this runs per request, and pairs would be allocated.
  let i = 0;
  for (const segment of segments) {
    const part = parts[i];
    // A trailing `*` needs its slash: `/files/*` takes `/files/` and `/files/a/b`, not `/files` (as Bun).
    if (segment === '*' && i === segments.length - 1) return part === undefined ? undefined : params;
    if (part === undefined || part === '') return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeParam(part);
    else if (segment !== part) return undefined;
    i++;
  }
  return segments.length === parts.length ? params : undefined;
}

const lenientDecoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * Decodes a path segment without throwing: a malformed escape (`%E0%A4%A`) stays literal and bytes
 * that are not UTF-8 become U+FFFD, so a bad URL reaches the handler as the runtime's router hands it
 * over instead of failing the request.
 */
function decodeParam(part: string): string {
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
