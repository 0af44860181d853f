// What the running app serves, and a path as its router compares it.

/**
 * A controller route the running app serves, as `@fw/core`'s `PluginHost.controllerRoutes()` lists
 * it (declared so that `@fw/client` needs no `@fw/core`).
 */
export interface RegisteredRoute {
  /** Upper case: `GET`. */
  readonly method: string;
  /**
   * The full path the app serves, its global prefix included (`/api/users/:id`, `/api/café`), not
   * percent-encoded.
   */
  readonly path: string;
  /** The class that declares the handler. */
  readonly controller: string;
  readonly handler: string;
}

/**
 * A declared path as `@fw/core`'s route table compares it: slashes normalized, what a URL parser
 * percent-encodes in a path encoded (its `toRequestPath`: controls, space, `"`, `<`, `>`, `^`, `` ` ``,
 * `{`, `}`, DEL and non-ASCII), escapes in upper case (`%c3%a9` is `%C3%A9`), and `:param` names left
 * out (`/users/:id` and `/users/:userId` are one path to the router). So `/café` and `/caf%C3%A9`,
 * one route to the server, are one here.
 *
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
