// Imports nothing: `@fw/core/methods` is this file, and `@fw/client` ships a copy of it (README, "Subpaths").

/** The methods fw routes, spelled as they must arrive: method names are case-sensitive (RFC 9110 §9.1). */
export const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** A method fw routes: `GET`, `HEAD`, `POST`, `PUT`, `PATCH`, `DELETE` or `OPTIONS`. */
export type HttpMethod = (typeof ALL_METHODS)[number];

/** The table key of a raw route's `'*'` for methods outside `ALL_METHODS` (`PROPFIND`), left to the fallback. */
export const OTHER_METHODS = '*';

/** A key of a path's method map in the route table. */
export type TableMethod = HttpMethod | typeof OTHER_METHODS;

/** What a raw route's `'*'` registers: each routed method, then the others. */
export const EVERY_METHOD: readonly TableMethod[] = [...ALL_METHODS, OTHER_METHODS];

/** Whether fw routes `method` as it is spelled: `DELETE` is, `delete` and `PROPFIND` are not. */
export function isRoutedMethod(method: string): method is HttpMethod {
  return (ALL_METHODS as readonly string[]).includes(method);
}
