/**
 * Whether a miss may be answered with the index file (SPA fallback), before looking at `Accept`. The
 * rules users rely on (connect-history-api-fallback, sirv's `single`): only GET and HEAD; only when the
 * last segment has no extension, so a missing `/assets/x.js` is a 404 rather than HTML parsed as script;
 * never under `/.well-known`. Paths under a controller prefix never reach here (the core answers them
 * with its 404).
 *
 * @example
 * isSpaRoute('GET', 'users/42');          // true
 * isSpaRoute('GET', 'assets/missing.js'); // false
 */
export function isSpaRoute(method: string, relativePath: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (relativePath === '.well-known' || relativePath.startsWith('.well-known/')) return false;
  const last = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * The SPA fallback's content negotiation: the index file only for a client that accepts HTML, so
 * `fetch()` calls and asset loads never get a page.
 *
 * @example
 * acceptsHtml('text/html,application/xhtml+xml'); // true
 * acceptsHtml('application/json');                // false
 */
export function acceptsHtml(accept: string | null): boolean {
  return accept?.toLowerCase().includes('text/html') ?? false;
}
