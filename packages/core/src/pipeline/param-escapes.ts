import { BadRequestException } from '../errors/http-exception.ts';
import { messages } from '../errors/catalogue.ts';
import { readRequestPath } from '../http/request-path.ts';
import { isWellFormedUtf8, mayBeMalformed } from '../query/query-escapes.ts';
import type { Params } from './arguments/extract.ts';

/** Throws a 400 when a `:param` of the request's path is not well-formed percent-encoded UTF-8. */
export type ParamEscapeCheck = (request: Request, params: Params) => void;

/**
 * 400 for a malformed escape in a `:param`, as Express and Fastify; the URL is read only on U+FFFD or `%`.
 * @example
 * createParamEscapeCheck('/users/:id')?.(new Request('http://x/users/a%ZZb'), { id: 'a\uFFFDb' }); // throws a 400
 */
export function createParamEscapeCheck(path: string): ParamEscapeCheck | undefined {
  const params: [index: number, name: string][] = [];
  path.split('/').forEach((segment, index) => {
    if (segment.startsWith(':')) params.push([index, segment.slice(1)]);
  });
  if (params.length === 0) return undefined;
  const names = params.map(([, name]) => name);
  return (request, values) => {
    if (values === undefined || !anyMayBeMalformed(values, names)) return;
    const segments = readRequestPath(request).split('/');
    for (const [index, name] of params) {
      const segment = segments[index] ?? '';
      if (!isWellFormedUtf8(segment)) throw new BadRequestException(messages.malformedParam(name, segment));
    }
  };
}

function anyMayBeMalformed(values: Record<string, string>, names: readonly string[]): boolean {
  for (let index = 0; index < names.length; index++) {
    const value = values[names[index] as string];
    if (value !== undefined && mayBeMalformed(value)) return true;
  }
  return false;
}
