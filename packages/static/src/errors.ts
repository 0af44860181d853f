/** Every message of @fw/static; each names the option and the value or path at fault. */
const PREFIX = '@fw/static:';

export const staticErrors = {
  notAnObject: () => `${PREFIX} options must be an object with at least { root }`,
  unknownOption: (key: string, known: readonly string[]) =>
    `${PREFIX} unknown option "${key}" (known options: ${known.join(', ')})`,
  wrongType: (key: string, expected: string, value: unknown) =>
    `${PREFIX} option "${key}" must be ${expected}, got ${describe(value)}`,
  rootMissing: (path: string) => `${PREFIX} root "${path}" does not exist`,
  rootNotDirectory: (path: string) => `${PREFIX} root "${path}" is not a directory`,
  indexMissing: (path: string) =>
    `${PREFIX} spa is true but the index file "${path}" does not exist (root must directly contain the index file)`,
  badPrefix: (value: string) =>
    `${PREFIX} option "prefix" must be a path such as "/" or "/app" without "." or ".." segments, ` +
    `"//", "%", ":", "*", "?" or "#", got "${value}"`,
  badIndex: (value: string) =>
    `${PREFIX} option "index" must be a plain file name such as "index.html", got "${value}"`,
  badHeaderValue: (key: string, value: string) =>
    `${PREFIX} option "${key}" must be a non-empty header value without control characters, ` +
    `got ${JSON.stringify(value)}`,
  fileShrank: (path: string, size: number) =>
    `${PREFIX} "${path}" has fewer than the ${size} bytes its response promised (it changed while being sent)`,
  // The core's wording for its own 405s, so a file route and a fallback file answer alike.
  methodNotAllowed: (method: string, pathname: string) => `Method ${method} is not allowed on ${pathname}`,
} as const;

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value);
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}
