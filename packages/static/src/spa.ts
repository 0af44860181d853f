/**
 * Whether a miss may get the index file: GET/HEAD, no extension, not `/.well-known` (connect-history-api-fallback).
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
 * Whether the client accepts HTML, so `fetch()` calls and asset loads never get the page.
 * @example
 * acceptsHtml('text/html,application/xhtml+xml'); // true
 * acceptsHtml('application/json');                // false
 */
export function acceptsHtml(accept: string | null): boolean {
  return accept?.toLowerCase().includes('text/html') ?? false;
}
