// `client` lives in `@fw/client/http`, which a browser can load; the root holds the server plugin. An editor's
// auto-import or a habit from other frameworks reaches for the root: TypeScript's error then names the fix.
const MOVED = "@fw/client: client is not exported here: import { client } from '@fw/client/http'";

/**
 * Not the typed client: `import { client } from '@fw/client/http'`.
 * @deprecated `client` is exported by `@fw/client/http`: `import { client } from '@fw/client/http'`.
 */
export const client = (() => {
  throw new TypeError(MOVED);
  // Inline, not a named type: TypeScript prints the literal, so "has no call signatures" carries the fix.
}) as unknown as { readonly "import { client } from '@fw/client/http'": never };
