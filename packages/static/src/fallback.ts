import { MethodNotAllowedException, readPath } from '@fw/core';
import type { DiskReader } from './body-source.ts';
import type { ResolvedOptions } from './options.ts';
import type { StaticFile } from './static-file.ts';
import { staticErrors } from './errors.ts';
import { respond } from './respond.ts';
import { toFilePath, toRelativePath } from './safe-path.ts';
import { isSpaRequest } from './spa.ts';

/** Finds a root-relative file: in the memory index (`alwaysStatic`) or on disk. */
export type FindFile = (filePath: string) => StaticFile | null | Promise<StaticFile | null>;

/**
 * The handler for requests no route matched (the core never calls it for paths under a controller
 * prefix). Serves files that have no route of their own (every file without `alwaysStatic`), 405 for
 * other methods on a file, then the SPA fallback; `undefined` leaves the request to the core's 404.
 *
 * @example
 * host.fallback(createFallback(options, (path) => files.get(path) ?? null, bunDiskReader));
 */
export function createFallback(options: ResolvedOptions, find: FindFile, disk: DiskReader) {
  return async (request: Request): Promise<Response | undefined> => {
    const pathname = readPath(request.url);
    const relativePath = toRelativePath(pathname, options.prefix);
    if (relativePath === null) return undefined;
    const method = request.method;
    const file = await find(toFilePath(relativePath, options.index));
    if (file !== null) {
      return method === 'GET' || method === 'HEAD' ? respond(request, file, disk) : toMethodNotAllowed(method, pathname);
    }
    if (!options.spa || !isSpaRequest(method, request.headers.get('accept'), relativePath)) return undefined;
    const index = await find(options.index);
    return index === null ? undefined : respond(request, index, disk);
  };
}

/**
 * RFC 9110 §15.5.6: 405 lists the allowed methods. Thrown, so the core's one error module writes the
 * response in its `{ statusCode, message }` shape.
 */
function toMethodNotAllowed(method: string, pathname: string): never {
  throw new MethodNotAllowedException(staticErrors.methodNotAllowed(method, pathname), { headers: { allow: 'GET, HEAD' } });
}
