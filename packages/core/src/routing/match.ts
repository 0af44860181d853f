import type { HttpMethod } from '../plugin.ts';
import type { RouteEntry, RouteTable } from './route-table.ts';

export interface Match {
  readonly entry: RouteEntry | undefined;
  readonly params: Record<string, string>;
}

/**
 * A JavaScript router over the same table, for `app.fetch()` (in-process calls, no socket). It
 * follows Bun's precedence: an exact path first, then patterns with more static segments, `:param`
 * before a trailing `*`. Returns `undefined` when no path matches.
 */
export function createMatcher(table: RouteTable): (method: string, pathname: string) => Match | undefined {
  const patterns = [...table.keys()]
    .filter((path) => path.includes(':') || path.includes('*'))
    .map((path) => ({ path, segments: path.split('/').slice(1) }))
    .sort((a, b) => rank(b.segments) - rank(a.segments));
  return (method, pathname) => {
    const exact = table.get(pathname);
    if (exact) return { entry: pick(exact, method), params: {} };
    const parts = pathname.split('/').slice(1);
    for (const { path, segments } of patterns) {
      const params = matchSegments(segments, parts);
      if (params) return { entry: pick(table.get(path), method), params };
    }
    return undefined;
  };
}

// HEAD falls back to GET, as in Bun's router.
function pick(methods: Map<HttpMethod, RouteEntry> | undefined, method: string): RouteEntry | undefined {
  return methods?.get(method as HttpMethod) ?? (method === 'HEAD' ? methods?.get('GET') : undefined);
}

function rank(segments: readonly string[]): number {
  return segments.reduce((score, segment) => score + (segment === '*' ? 0 : segment.startsWith(':') ? 1 : 4), 0);
}

function matchSegments(segments: readonly string[], parts: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment === '*' && i === segments.length - 1) return params;
    const part = parts[i];
    if (part === undefined || part === '') return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(part);
    else if (segment !== part) return undefined;
  }
  return segments.length === parts.length ? params : undefined;
}
