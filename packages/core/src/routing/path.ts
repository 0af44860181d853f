/**
 * Joins path parts by the spec's rules ("Path construction for controller routes", 1-3): parent +
 * controller + method path; a leading `/`; no trailing `/` unless the path is exactly `/`; duplicate
 * slashes collapsed. An empty method path puts the route on the prefix.
 *
 * @example
 * joinPaths('api', '/users/', '') // '/api/users'
 * joinPaths('', '', '')           // '/'
 */
export function joinPaths(...parts: readonly string[]): string {
  const joined = `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 && joined.endsWith('/') ? joined.slice(0, -1) : joined;
}

/** The first segment of a path: `/api/users` → `api`, `/` → ``. */
export function readFirstSegment(pathname: string): string {
  const end = pathname.indexOf('/', 1);
  return pathname.slice(1, end === -1 ? undefined : end);
}
