/** The basic types the core's modules and its plugins share; no behaviour (the method list has its own owner). */

export type { HttpMethod } from './http/methods.ts';

/** A class the container can construct (its constructor arguments are resolved by DI). */
export type Constructor<T = object> = abstract new (...args: never[]) => T;

/** What every runtime's server offers: where it listens, and who sent a request. */
export interface HttpServerHandle {
  readonly port: number;
  readonly hostname: string;
  readonly url: URL;
  requestIP(request: Request): { address: string; family: string; port: number } | null;
}

/** What a runtime that serves WebSockets adds: the upgrade and its own pub/sub topics (Bun's). */
export interface WebSocketServerHandle {
  readonly pendingWebSockets: number;
  upgrade<T>(request: Request, options?: { headers?: HeadersInit; data?: T }): boolean;
  publish(topic: string, data: string | ArrayBufferView | ArrayBuffer, compress?: boolean): number;
  subscriberCount(topic: string): number;
}

/** The running server as handlers and plugins see it; Bun's `Server` satisfies it structurally. */
export interface ServerHandle extends HttpServerHandle, WebSocketServerHandle {}

/** The request a raw handler gets: its `:param` values on `params`, as Bun's router sets them. */
export type RawRequest = Request & { readonly params: Readonly<Record<string, string>> };

/**
 * A raw handler: `Request` in, `Response` out; `undefined` means the request was upgraded to a WebSocket.
 * @example
 * app.route('GET', '/files/:name', (request) => new Response(request.params.name));
 */
export type RawHandler = (
  request: RawRequest,
  server: ServerHandle,
) => Response | undefined | Promise<Response | undefined>;

/** A fixed `Response` (served natively, no JavaScript per request) or a handler. */
export type RawRouteValue = Response | RawHandler;

/** The runtime's WebSocket handler (Bun: `Bun.serve`'s `websocket`), passed through untouched. */
export type RuntimeWebSocketHandler = object;
