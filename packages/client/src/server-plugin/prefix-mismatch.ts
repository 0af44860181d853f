import type { ContractRouteInfo } from '../codegen/model.ts';
import { toRouterPath, type RegisteredRoute } from './router-path.ts';

/**
 * Why a class's contract routes are not served when only the global prefix differs; `undefined` otherwise.
 * @example
 * describePrefixMismatch(routes, registered, '/api', 'GET /api/users (list, line 6)');
 * // "UsersController's routes are in the contract under the prefix '/api', but the running app serves them ..."
 */
export function describePrefixMismatch(
  routes: readonly ContractRouteInfo[],
  registered: readonly RegisteredRoute[],
  prefix: string,
  listed: string,
): string | undefined {
  const [first] = routes;
  if (!first) return undefined;
  const servedPaths = (route: ContractRouteInfo) =>
    registered
      .filter((served) => served.controller === route.controller && served.method === route.method)
      .map((served) => toRouterPath(served.path));
  const withoutPrefix = (route: ContractRouteInfo) => toRouterPath(route.path.slice(prefix.length));
  const servedWithout = (route: ContractRouteInfo) =>
    route.path.startsWith(prefix) && servedPaths(route).includes(withoutPrefix(route));
  if (prefix && routes.every(servedWithout)) {
    return (
      `${first.controller}'s routes are in the contract under the prefix '${prefix}', but the running app serves ` +
      `them without it: ${listed}; give the app the same prefix (new Fw({ prefix: '${prefix}' })) ` +
      'or generate without it'
    );
  }
  const prefixes = new Set(
    routes.map((route) => {
      const path = toRouterPath(route.path);
      // The router joins `/api` and a route at `/` into `/api`.
      const inner = path === '/' ? '' : path;
      const outer = servedPaths(route).find(
        (served) => served.length > inner.length && served !== '/' && served.endsWith(inner),
      );
      return outer?.slice(0, outer.length - inner.length);
    }),
  );
  const [served] = prefixes;
  if (prefixes.size !== 1 || served === undefined) return undefined;
  return (
    `${first.controller}'s routes are served by the running app under the prefix '${served}', which the contract ` +
    `does not have: ${listed}; give the generator that prefix (Client({ prefix }), fw-client --prefix), or write ` +
    'new Fw({ prefix }) with a constant it can read'
  );
}
