import { BadRequestException } from '../errors/http-exception.ts';
import { messages } from '../errors/catalogue.ts';
import { readPath } from '../context/context.ts';

/** Throws a 400 when a `:param` of the request's path is not well-formed percent-encoded UTF-8. */
export type ParamEscapeCheck = (request: Request) => void;

/**
 * The check for a route's `:param` segments, or `undefined` for a path without one. Bun's router (and
 * the in-process matcher) decode a malformed escape (`a%ZZb`, `%E0%A4%A`) leniently, to U+FFFD or
 * literally, so the value a handler gets is not what the client sent; Express and Fastify answer 400.
 * It reads the path as the request carries it, so both routers' values are checked alike. A URL
 * without `%` costs one `includes`.
 *
 * @example
 * createParamEscapeCheck('/users/:id')?.(new Request('http://x/users/a%ZZb')); // throws a 400
 */
export function createParamEscapeCheck(path: string): ParamEscapeCheck | undefined {
  const params: [index: number, name: string][] = [];
  path.split('/').forEach((segment, index) => {
    if (segment.startsWith(':')) params.push([index, segment.slice(1)]);
  });
  if (params.length === 0) return undefined;
  return (request) => {
    const url = request.url;
    if (!url.includes('%')) return;
    const segments = readPath(url).split('/');
    for (const [index, name] of params) {
      const segment = segments[index] ?? '';
      if (!isWellFormed(segment)) throw new BadRequestException(messages.malformedParam(name, segment));
    }
  };
}

function isWellFormed(segment: string): boolean {
  if (!segment.includes('%')) return true;
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}
