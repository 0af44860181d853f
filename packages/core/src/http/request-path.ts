/**
 * The path of an absolute URL string exactly as the router matched it, without building a `URL`.
 * @example
 * readPath('http://localhost:3000/assets/app.js?v=2'); // '/assets/app.js'
 */
export function readPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const query = url.indexOf('?', start);
  const hash = url.indexOf('#', start);
  const end = query === -1 ? (hash === -1 ? url.length : hash) : query;
  return url.slice(start, end);
}

/**
 * The field of a runtime's request whose path is known without reading its URL: Node's, cut from a request
 * target its URL holds as it is; `undefined` where the URL must be read.
 */
export const pathInHand = Symbol('fw.pathInHand');

interface PathInHand {
  readonly [pathInHand]: string | undefined;
}

/** `readPath(request.url)`, from the runtime's request when it knows the path. */
export function readRequestPath(request: Request): string {
  return (request as Partial<PathInHand>)[pathInHand] ?? readPath(request.url);
}
