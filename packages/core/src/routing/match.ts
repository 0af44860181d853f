import type { HttpMethod } from '../plugin.ts';
import { ALL_METHODS, type RouteEntry, type RouteTable } from './route-table.ts';

/** The route for a method and path, or, when only other methods are routed there, what `Allow` lists. */
export type Match = { readonly entry: RouteEntry; readonly params: Record<string, string> } | Miss;

/** A path routed only for other methods: the `Allow` value of its 405. */
export interface Miss {
  readonly entry: undefined;
  readonly allow: string;
}

interface Pattern {
  readonly segments: readonly string[];
  readonly methods: ReadonlyMap<HttpMethod, RouteEntry>;
}

/**
 * A JavaScript router over the same table, for `app.fetch()` (in-process calls, no socket) and for
 * the 405 answer of the runtime's fallback. It follows Bun's router: an exact path first, then
 * patterns with more static segments, `:param` before a trailing `*`; a pattern without the request's
 * method lets the next one try (so `GET /users/bulk` reaches `GET /users/:id` beside `POST
 * /users/bulk`). Returns `undefined` when no path matches at all.
 */
export function createMatcher(table: RouteTable): (method: string, pathname: string) => Match | undefined {
  const statics = new Map<string, ReadonlyMap<HttpMethod, RouteEntry>>();
  const patterns: Pattern[] = [];
  for (const [path, methods] of table) {
    if (path.includes(':') || path.includes('*')) patterns.push({ segments: path.split('/').slice(1), methods });
    else statics.set(path, methods);
  }
  patterns.sort((a, b) => rank(b.segments) - rank(a.segments));
  // Only a 405 needs the methods of every matching pattern: collected in a second pass, so a hit
  // allocates no set.
  const readAllow = (exact: ReadonlyMap<HttpMethod, RouteEntry> | undefined, parts: readonly string[]): string => {
    const allowed = new Set<HttpMethod>(exact?.keys());
    for (const { segments, methods } of patterns) {
      if (matchSegments(segments, parts)) for (const each of methods.keys()) allowed.add(each);
    }
    return toAllow(allowed);
  };
  return (method, pathname) => {
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
}

/** The `Allow` value for routed methods, HEAD included wherever GET is (the runtime answers it). */
export function toAllow(methods: ReadonlySet<HttpMethod>): string {
  return ALL_METHODS.filter((method) => methods.has(method) || (method === 'HEAD' && methods.has('GET'))).join(', ');
}

// HEAD falls back to GET, as in Bun's router.
function pick(methods: ReadonlyMap<HttpMethod, RouteEntry>, method: string): RouteEntry | undefined {
  return methods.get(method as HttpMethod) ?? (method === 'HEAD' ? methods.get('GET') : undefined);
}

function rank(segments: readonly string[]): number {
  return segments.reduce((score, segment) => score + (segment === '*' ? 0 : segment.startsWith(':') ? 1 : 4), 0);
}

function matchSegments(segments: readonly string[], parts: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const part = parts[i];
    // A trailing `*` needs its slash: `/files/*` takes `/files/` and `/files/a/b`, not `/files` (as Bun).
    if (segment === '*' && i === segments.length - 1) return part === undefined ? undefined : params;
    if (part === undefined || part === '') return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeParam(part);
    else if (segment !== part) return undefined;
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
