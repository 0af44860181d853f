import { CodegenError } from './report/codegen-error.ts';

/** Where the app accepts WebSocket connections when no `server` is given: fw's examples listen on 3000. */
export const DEFAULT_SERVER_URL = 'ws://localhost:3000';

/** A WebSocket URL as an AsyncAPI Server Object takes it apart. */
export interface ServerUrl {
  readonly protocol: 'ws' | 'wss';
  /** `host` or `host:port`. */
  readonly host: string;
  /** The path before every gateway's, when the app is behind one (`/realtime`); absent for `/`. */
  readonly pathname?: string;
}

/**
 * Reads the `server` option of the AsyncAPI document: a `ws://` or `wss://` URL, nothing after its path.
 * @example
 * readServerUrl('wss://api.example.com'); // { protocol: 'wss', host: 'api.example.com' }
 */
export function readServerUrl(value: unknown): ServerUrl {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  const protocol = url?.protocol.slice(0, -1);
  if (!url || (protocol !== 'ws' && protocol !== 'wss') || url.search || url.hash || url.username || url.password)
    throw new CodegenError(
      'OPTION_INVALID',
      `option asyncapi server must be the app's WebSocket URL, ws:// or wss:// and a host ` +
        `(${DEFAULT_SERVER_URL}); received ${JSON.stringify(value)}`,
    );
  const pathname = url.pathname.replace(/\/+$/, '');
  return { protocol, host: url.host, ...(pathname ? { pathname } : {}) };
}
