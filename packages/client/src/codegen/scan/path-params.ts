import { readParamNames } from '#core/path';
import type { MethodRoute } from '../model.ts';
import { createWarning } from '../report/warning.ts';
import { describeHandler, type HandlerSlots } from './read-slots.ts';
import type { ScanContext } from './scan-context.ts';

/**
 * Whether every `@Param('name')` of a route names a `:name` segment of its full path, as `@fw/core` requires at
 * `listen()`; a route that does not is warned about, and the caller skips it.
 * @example
 * if (!checkPathParams(route, '/api/users/posts', slots, context)) return undefined;
 */
export function checkPathParams(route: MethodRoute, path: string, slots: HandlerSlots, context: ScanContext): boolean {
  const names = readParamNames(path);
  const unknown = [...slots.params.keyed.keys()].filter((key) => !names.includes(key));
  if (unknown.length === 0) return true;
  const has =
    names.length === 0 ? 'it has no :param segment' : `its params are ${names.map((n) => `:${n}`).join(', ')}`;
  const keys = unknown.map((key) => `@Param('${key}')`).join(', ');
  const reason =
    `route ${describeHandler(route.handler)} skipped: ${keys} names no segment of ` +
    `${route.method.toUpperCase()} ${path} (${has}), which @fw/core refuses at listen()`;
  context.warnings.push(createWarning(context.root, route.decorator, reason));
  return false;
}
