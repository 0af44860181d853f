import { MethodNotAllowedException, readPath, type FallbackHandler } from '@fw/core';
import type { DiskReader } from './files/body-source.ts';
import type { ResolvedOptions } from './options.ts';
import type { StaticFile } from './files/static-file.ts';
import { staticErrors } from './errors.ts';
import { respond } from './request/respond.ts';
import { isHiddenPath, stripPrefix, toFilePath, toSafePath } from './paths/safe-path.ts';
import { acceptsHtml, isSpaRoute } from './spa.ts';

/** Finds a root-relative file: in the memory index (`alwaysStatic`) or on disk. */
export type FindFile = (filePath: string) => StaticFile | null | Promise<StaticFile | null>;

/**
 * The handler for requests no route matched (the core never calls it for paths under a controller
 * prefix). Serves files that have no route of their own (every file without `alwaysStatic`), 405 for
 * other methods on a file, then the SPA fallback; `undefined` leaves the request to the core's 404.
 * The SPA answer depends on `Accept` (the index file, or the core's 404), so both say `Vary: Accept`
 * (RFC 9110 §12.5.5): a shared cache must not give a browser's page to an API client, or the reverse.
 *
 * @example
 * host.fallback(createFallback(options, (path) => files.get(path) ?? null, bunDiskReader));
 */
export function createFallback(options: ResolvedOptions, find: FindFile, disk: DiskReader): FallbackHandler {
  return async (request, _server, pass) => {
    const pathname = readPath(request.url);
    const below = stripPrefix(pathname, options.prefix);
    if (below === null) return undefined;
    const method = request.method;
    const relativePath = toSafePath(below);
    const file = relativePath === null ? null : await find(toFilePath(relativePath, options.index));
    if (file !== null) {
      return method === 'GET' || method === 'HEAD'
        ? respond(request, file, disk)
        : toMethodNotAllowed(method, pathname);
    }
    const route = relativePath ?? toClientRoute(below);
    if (!options.spa || route === null || !isSpaRoute(method, route)) return undefined;
    if (!acceptsHtml(request.headers.get('accept'))) return pass.vary('Accept');
    const index = await find(options.index);
    if (index === null) return undefined;
    const response = respond(request, index, disk);
    response.headers.append('vary', 'Accept');
    return response;
  };
}

/**
 * A path refused as a file may still be a client-side route: `encodeURIComponent` writes `@`, `+`, `&`
 * and `/` as escapes (`/users/%40ada`, `/tags/c%2B%2B`), and a hard refresh sends them as they are. The
 * page is one fixed file, so answering it reveals nothing; the route rules read the path decoded once,
 * so `/robots%2Etxt` keeps its extension and `/%2e%2e/x` or `/%2Egit/HEAD` its dot-segment (both 404).
 */
function toClientRoute(below: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(below);
  } catch {
    return null; // not UTF-8: no client router wrote it
  }
  return isHiddenPath(decoded) ? null : decoded;
}

/**
 * RFC 9110 §15.5.6: 405 lists the allowed methods. Thrown, so the core answers it as it answers its own
 * 405: in its `{ statusCode, message }` shape, through the global middleware (CORS headers included).
 */
function toMethodNotAllowed(method: string, pathname: string): never {
  throw new MethodNotAllowedException(staticErrors.methodNotAllowed(method, pathname), {
    headers: { allow: 'GET, HEAD' },
  });
}
