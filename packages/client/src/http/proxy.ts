/** The lower-case HTTP method names; a call whose last property is one of them is a request. */
const methods = /^(get|head|post|put|patch|delete|options)$/;

/** Receives every request call: the method, the URL segments before it and the call's arguments. */
export type OnRequest = (method: string, path: readonly string[], args: unknown[]) => unknown;

/**
 * Creates the proxy for one path (tRPC's `createRecursiveProxy` shape): reading a property returns
 * a new proxy one segment deeper, calling it either sends the request (the last segment is a method
 * name) or adds a path value (any other call, `api.users({ id })`). Each path gets its own proxy, so
 * a stored `api.users` is never changed by later reads.
 *
 * @example
 * const api = createProxy([], (method, path) => `${method} /${path.join('/')}`);
 * api.users({ id: 'a b' }).get(); // 'get /users/a%20b'
 */
export function createProxy(path: readonly string[], onRequest: OnRequest): unknown {
  return new Proxy(() => {}, {
    get(_target, key) {
      // `toJSON` too: JSON.stringify (a logger, a devtools dump) would otherwise call it as a path param.
      if (key === 'toString' || key === 'toJSON' || key === Symbol.toPrimitive)
        return () => `[fw client /${path.join('/')}]`;
      // `await api.users` reads `then`; undefined at every depth means a path is never taken for a promise.
      if (typeof key !== 'string' || key === 'then') return undefined;
      return createProxy([...path, key], onRequest);
    },
    apply(_target, _this, args: unknown[]) {
      const last = path.at(-1);
      if (last && methods.test(last)) return onRequest(last, path.slice(0, -1), args);
      const [name, value] = (args[0] instanceof Object && Object.entries(args[0])[0]) || [];
      if (value == null)
        throw new TypeError(`@fw/client: /${path.join('/')}(...) expects a path parameter object such as { id: '1' }`);
      const segment = String(value);
      // URL parsing drops a '.' or '..' segment (also spelled %2E, WHATWG URL "single-dot/double-dot URL path segment")
      // and '' leaves `//`: each would send the request to another route.
      if (/^\.{0,2}$/.test(segment)) {
        throw new TypeError(
          `@fw/client: /${path.join('/')}(...) path parameter ${name} cannot be '${segment}': ` +
            "URLs drop '.' and '..' segments",
        );
      }
      // Path values are data, never URL syntax: `a/b` must stay one segment.
      return createProxy([...path, encodeURIComponent(segment)], onRequest);
    },
  });
}
