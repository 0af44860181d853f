import { describeValue, prefixMessages } from '@fw/core/plugin';

/** Every message of @fw/static, each naming the option, value or path at fault (ARCHITECTURE.md, "Messages"). */
export const staticErrors = {
  ...prefixMessages('@fw/static', {
    notAnObject: () => `options must be an object with at least { root }`,
    unknownOption: (key: string, known: readonly string[]) =>
      `unknown option "${key}" (known options: ${known.join(', ')})`,
    wrongType: (key: string, expected: string, value: unknown) =>
      `option "${key}" must be ${expected}, got ${describeValue(value)}`,
    rootMissing: (path: string) => `root "${path}" does not exist`,
    rootNotDirectory: (path: string) => `root "${path}" is not a directory`,
    indexMissing: (path: string) =>
      `spa is true but the index file "${path}" does not exist (root must directly contain the index file)`,
    badPrefix: (value: string) =>
      `option "prefix" must be a path such as "/" or "/app" without "." or ".." segments, "//", "%", ":", "*", "?" ` +
      `or "#", got "${value}"`,
    badIndex: (value: string) => `option "index" must be a plain file name such as "index.html", got "${value}"`,
    badHeaderValue: (key: string, value: string) =>
      `option "${key}" must be a non-empty header value without control characters, got ${JSON.stringify(value)}`,
    badHeadersShape: (forPath: string, value: unknown) =>
      `option "headers"${forPath} must be an object of header names to string (or undefined) values, or a ` +
      `function of the file path returning one or undefined, got ${describeValue(value)}`,
    badHeader: (forPath: string, detail: string) => `option "headers"${forPath}: ${detail}`,
    badHeaderEntry: (forPath: string, name: string, value: unknown) =>
      `option "headers"${forPath}: "${name}" must be a string or undefined, got ${describeValue(value)}`,
    headersThrew: (path: string, problem: unknown) =>
      `option "headers" threw for "${path}": ${problem instanceof Error ? problem.message : describeValue(problem)} ` +
      `(the cause holds what it threw)`,
    asyncHeaders: (path: string) =>
      `option "headers" returned a Promise for "${path}": the function must return its headers synchronously`,
    computedHeader: (forPath: string, name: string) =>
      `option "headers"${forPath} sets "${name}", which @fw/static or the server writes for each response ` +
      `(Cache-Control has its own options: cacheControl, indexCacheControl, immutable)`,
    fileShrank: (path: string, size: number) =>
      `"${path}" has fewer than the ${size} bytes its response promised (it changed while being sent)`,
  }),
  // The core's wording for its own 405s, so a file route and a fallback file answer alike.
  methodNotAllowed: (method: string, pathname: string) => `Method ${method} is not allowed on ${pathname}`,
} as const;
