// Imports nothing: `@fw/core/path` is this file, and `@fw/client` ships a copy of it (README, "Subpaths").

/**
 * Joins path parts by the spec's rules ("Path construction for controller routes", 1-3): one leading `/`,
 * no trailing `/` unless the path is `/`, duplicate slashes collapsed; an empty part adds nothing.
 * @example
 * joinPaths('api', '/users/', '') // '/api/users'
 * joinPaths('', '', '')           // '/'
 */
export function joinPaths(...parts: readonly string[]): string {
  const joined = `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 && joined.endsWith('/') ? joined.slice(0, -1) : joined;
}

/** The names of a path's `:param` segments: `/users/:id/posts/:postId` → `['id', 'postId']`. */
export function readParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/**
 * A path with its percent-escapes in upper case, the form declared paths are stored in: `%c3%a9` and
 * `%C3%A9` are the same path (RFC 3986 §6.2.2.1), but Bun's router and the URL parser keep them apart.
 */
export function upperCaseEscapes(pathname: string): string {
  return pathname.includes('%') ? pathname.replace(/%[0-9a-f]{2}/gi, (hex) => hex.toUpperCase()) : pathname;
}

/** The first segment of a path: `/api/users` → `api`, `/` → ``. */
export function readFirstSegment(pathname: string): string {
  const end = pathname.indexOf('/', 1);
  return pathname.slice(1, end === -1 ? undefined : end);
}

// The WHATWG URL path percent-encode set and every non-ASCII character.
const ENCODED = '[^\\x21-\\x7e]|["<>^`{}]';
const ENCODED_RUNS = new RegExp(`(?:${ENCODED})+`, 'gu');
const ENCODED_ONE = new RegExp(ENCODED, 'u');

/**
 * A declared path in the form requests carry it: the WHATWG URL path percent-encode set encoded (Bun's router
 * compares the path as it arrives), `%` kept; `?` and `#` end a path instead (`findUnreachableCharacter`).
 * @example
 * toRequestPath('/files/my file') // '/files/my%20file'
 * toRequestPath('/café')          // '/caf%C3%A9'
 */
export function toRequestPath(path: string): string {
  return path.replace(ENCODED_RUNS, (text) => encodeURIComponent(text));
}

/**
 * Whether a decoded path value holds a character a URL parser percent-encodes, so that a client may have
 * sent it raw (curl sends `é` and `^` as they are) where a route declares it encoded.
 * @example
 * holdsEncodedCharacter('café') // true
 * holdsEncodedCharacter('42')   // false
 */
export function holdsEncodedCharacter(value: string): boolean {
  return ENCODED_ONE.test(value);
}

/**
 * The first character of a declared path that no request path can carry as written, or `undefined`:
 * a URL parser reads `?` as the start of the query and `#` as the fragment, turns `\` into `/`, and
 * drops tabs and line breaks (WHATWG URL Standard, basic URL parser).
 */
export function findUnreachableCharacter(path: string): string | undefined {
  return /[?#\\\t\n\r]/.exec(path)?.[0];
}

// `%2e` is a dot to the WHATWG URL parser's dot-segment check too.
const DOT_SEGMENT = /(?:^|\/)((?:\.|%2e){1,2})(?=\/|$)/i;

const URL_READS: Readonly<Record<string, string>> = {
  '?': 'reads it as the start of the query',
  '#': 'reads it as the start of the fragment',
  '\\': 'reads it as "/"',
};

/**
 * Why a declared path can never be requested, or `undefined` when it can: the words fw uses wherever it
 * refuses such a path (`listen()`, the contract generator), after the path is named.
 * @example
 * describeUnreachablePath('/users/:id?'); // 'has "?", ... Optional params are not supported: declare both routes, ...'
 */
export function describeUnreachablePath(path: string): string | undefined {
  const dots = DOT_SEGMENT.exec(path)?.[1];
  if (dots !== undefined) {
    return (
      `has the segment ${JSON.stringify(dots)}, which no request path carries: a URL removes "." and ".." ` +
      `segments (RFC 3986 §5.2.4). Remove it.`
    );
  }
  const character = findUnreachableCharacter(path);
  if (character === undefined) return undefined;
  const reads = URL_READS[character] ?? 'drops tabs and line breaks';
  const reason = `has ${JSON.stringify(character)}, which no request path carries: a URL ${reads}`;
  if (character !== '?') return `${reason}. Remove it.`;
  const optional = /(:[^/?]+)\?(?:\/|$)/.exec(path)?.[1];
  if (optional !== undefined) {
    const both = `declare both routes, one with ${optional} and one without it`;
    return `${reason}. Optional params are not supported: ${both}.`;
  }
  const instead = 'for an optional param, declare the route with and without it';
  return `${reason}. Remove it (query values are read with @Query(); ${instead}).`;
}
