import { MethodNotAllowedException } from '@fw/core';
import { readPath, type FallbackHandler } from '@fw/core/plugin';
import type { DiskReader } from './files/body-source.ts';
import type { ResolvedOptions } from './options.ts';
import type { FindFile } from './files/static-file.ts';
import { staticErrors } from './errors.ts';
import { respond } from './request/respond.ts';
import { isHiddenPath, stripPrefix, toFilePath, toSafePath } from './paths/safe-path.ts';
import { acceptsHtml, isSpaRoute } from './spa.ts';

/**
 * Requests no route matched: files without a route, 405, then the SPA page with `Vary: Accept` (RFC 9110 §12.5.5).
 * @example
 * host.fallback(createFallback(options, (path) => files.get(path) ?? null, serving.disk));
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

// A path refused as a file may be a client route (`/users/%40ada`); see README, "What answers a request".
function toClientRoute(below: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(below);
  } catch {
    return null; // not UTF-8: no client router wrote it
  }
  return isHiddenPath(decoded) ? null : decoded;
}

// RFC 9110 §15.5.6; thrown so the core answers it through the global middleware, as its own 405.
function toMethodNotAllowed(method: string, pathname: string): never {
  throw new MethodNotAllowedException(staticErrors.methodNotAllowed(method, pathname), {
    headers: { allow: 'GET, HEAD' },
  });
}
