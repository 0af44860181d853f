import { toBaseUrl } from '../http/request.ts';

/**
 * The WebSocket URL of a gateway: the base completed as the HTTP client's (`''` the page's), `http` → `ws`.
 * @example
 * toSocketUrl('http://localhost:3000', ['ws', 'chat'], { room: 'a' }); // 'ws://localhost:3000/ws/chat?room=a'
 */
export function toSocketUrl(base: string, path: readonly string[], query: Record<string, unknown> = {}): string {
  const url = new URL(`${toBaseUrl(base).replace(/\/+$/, '')}/${path.join('/')}`, globalThis.location?.href);
  url.protocol = url.protocol.replace('http', 'ws');
  for (const [key, value] of Object.entries(query)) if (value != null) url.searchParams.append(key, String(value));
  return url.href;
}
