/**
 * Whether a miss should be answered with the index file (SPA fallback). The rules users rely on
 * (connect-history-api-fallback, sirv's `single`): only GET and HEAD; only when the client accepts HTML,
 * so `fetch()` calls and asset loads never get a page; only when the last segment has no extension, so a
 * missing `/assets/x.js` is a 404 rather than HTML parsed as script; never under `/.well-known`. Paths under
 * a controller prefix never reach here (the core answers them with its 404).
 *
 * @example
 * isSpaRequest('GET', 'text/html,application/xhtml+xml', 'users/42'); // true
 * isSpaRequest('GET', 'text/html', 'assets/missing.js');             // false
 */
export function isSpaRequest(method: string, accept: string | null, relativePath: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (accept === null || !accept.toLowerCase().includes('text/html')) return false;
  if (relativePath === '.well-known' || relativePath.startsWith('.well-known/')) return false;
  const last = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  return !last.includes('.');
}
