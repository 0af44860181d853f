/**
 * The root-relative file path of the pathname the router matched, or `null` (404); rules in README "Path safety".
 * @example
 * toRelativePath('/assets/app.js', '/');     // 'assets/app.js'
 * toRelativePath('/', '/');                  // ''
 * toRelativePath('/%2e%2e/etc/passwd', '/'); // null
 */
export function toRelativePath(pathname: string, prefix: string): string | null {
  const rest = stripPrefix(pathname, prefix);
  return rest === null ? null : toSafePath(rest);
}

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

export function toFilePath(relativePath: string, index: string): string {
  return relativePath === '' || relativePath.endsWith('/') ? relativePath + index : relativePath;
}

export function stripPrefix(pathname: string, prefix: string): string | null {
  if (prefix === '/') return pathname.startsWith('/') ? pathname.slice(1) : null;
  if (pathname === prefix) return '';
  return pathname.startsWith(prefix) && pathname.charCodeAt(prefix.length) === 47
    ? pathname.slice(prefix.length + 1)
    : null;
}

/** True for a dot-segment other than a leading `.well-known` (RFC 8615). */
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
  // Backslash is a separator on Windows and in some proxies.
  return /[\\\0-\x1f\x7f]/.test(decoded) ? null : decoded;
}
