/**
 * Turns a request's URL pathname into a root-relative file path, or `null` when the path must not be
 * served (the caller answers 404). The pathname is the string the router matched, not a re-parsed or
 * re-normalised copy, so a guard on a route and the file lookup always agree on what was asked for
 * (the 2026 `%2F` bypasses in @hono/node-server and @fastify/static came from the two disagreeing).
 *
 * Rules, applied to the one decoding this function does:
 * - a `%XX` escape is allowed only for a byte a client must escape in a path (space, `"`, `#`, `<`, `>`,
 *   `?`, `` ` ``, `{`, `}`, `|`, `^`, `[`, `]` and non-ASCII); escaping anything else is another spelling of
 *   the same path (`%2e%2e`, `%61dmin`), an encoded separator (`%2F`, `%5C`) or double encoding (`%25`),
 *   and is rejected (RFC 3986 §6.2.2.2 says such escapes are not the canonical form);
 * - after decoding: no backslash, NUL or other control character, no empty, `.` or `..` segment;
 * - no segment starting with `.` (dotfiles), except a first segment `.well-known` (RFC 8615).
 *
 * The result is empty for the mount point itself and ends in `/` for a directory; `toFilePath()` then
 * names the index file.
 *
 * @example
 * toRelativePath('/assets/app.js', '/');     // 'assets/app.js'
 * toRelativePath('/', '/');                  // ''
 * toRelativePath('/%2e%2e/etc/passwd', '/'); // null
 */
export function toRelativePath(pathname: string, prefix: string): string | null {
  const rest = stripPrefix(pathname, prefix);
  return rest === null ? null : toSafePath(rest);
}

/** `toRelativePath` for the part below the mount point (`stripPrefix`'s result): the same rules. */
export function toSafePath(rest: string): string | null {
  const decoded = decodeOnce(rest);
  if (decoded === null) return null;
  if (decoded === '') return decoded;
  const segments = decoded.split('/');
  const last = segments.length - 1;
  // Only the last segment may be empty: "dir/" asks for the directory's index file.
  const allowed = segments.every((segment, i) => (segment === '' ? i === last : isAllowedSegment(segment, i)));
  return allowed ? decoded : null;
}

/** The file a relative path names: itself, or the index file for the mount point and directories. */
export function toFilePath(relativePath: string, index: string): string {
  return relativePath === '' || relativePath.endsWith('/') ? relativePath + index : relativePath;
}

/** The part of `pathname` below the mount point, without its leading `/`; `null` when outside it. */
export function stripPrefix(pathname: string, prefix: string): string | null {
  if (prefix === '/') return pathname.startsWith('/') ? pathname.slice(1) : null;
  if (pathname === prefix) return '';
  return pathname.startsWith(prefix) && pathname.charCodeAt(prefix.length) === 47
    ? pathname.slice(prefix.length + 1)
    : null;
}

/**
 * True when a root-relative path has a dotfile or dot-directory segment other than a leading
 * `.well-known` (RFC 8615).
 */
export function isHiddenPath(relativePath: string): boolean {
  return relativePath.split('/').some((segment, position) => !isAllowedSegment(segment, position));
}

function isAllowedSegment(segment: string, position: number): boolean {
  if (segment === '.' || segment === '..') return false;
  if (segment.charCodeAt(0) === 46) return position === 0 && segment === '.well-known';
  return true;
}

/** Bytes a client has to percent-encode in a path (WHATWG URL path percent-encode set, plus `|^[]`). */
const MUST_ESCAPE = new Set([0x20, 0x22, 0x23, 0x3c, 0x3e, 0x3f, 0x60, 0x7b, 0x7d, 0x7c, 0x5e, 0x5b, 0x5d]);

function decodeOnce(raw: string): string | null {
  for (let at = raw.indexOf('%'); at !== -1; at = raw.indexOf('%', at + 1)) {
    const hex = raw.slice(at + 1, at + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return null;
    const byte = Number.parseInt(hex, 16);
    if (byte < 0x80 && !MUST_ESCAPE.has(byte)) return null;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null; // malformed UTF-8 after decoding
  }
  // Backslash is a separator on Windows and in some proxies; control characters (NUL first) are never
  // part of a built file's name.
  return /[\\\0-\x1f\x7f]/.test(decoded) ? null : decoded;
}
