// What the running app serves, and a path as its router compares it.

/** A route as `@fw/core`'s `PluginHost.controllerRoutes()` lists it (declared: no `@fw/core` needed). */
export interface RegisteredRoute {
  /** Upper case: `GET`. */
  readonly method: string;
  /** The full path, its global prefix included (`/api/users/:id`, `/api/café`), not percent-encoded. */
  readonly path: string;
  /** The class that declares the handler. */
  readonly controller: string;
  readonly handler: string;
}

/**
 * A path as `@fw/core`'s route table compares it: encoded, escapes upper case, `:param` names left out.
 * @example
 * toRouterPath('/api/café/:id'); // '/api/caf%C3%A9/:'
 */
export function toRouterPath(path: string): string {
  const joined = `/${path.split('/').filter(Boolean).join('/')}`;
  const encoded = joined.replace(/(?:[^\x21-\x7e]|["<>^`{}])+/gu, encodeSafely);
  return encoded.replace(/%[0-9a-f]{2}/gi, (hex) => hex.toUpperCase()).replace(/:[^/]+/g, ':');
}

/** `encodeURIComponent`, except that a lone surrogate (which it refuses) stays as it is. */
function encodeSafely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
}
