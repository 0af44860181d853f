import type { HttpServerHandle, ServerHandle, WebSocketServerHandle } from '../types.ts';

/** The WebSocket part of a server that has none: nothing upgrades, a publish reaches nobody. */
export const noWebSockets: WebSocketServerHandle = {
  pendingWebSockets: 0,
  upgrade: () => false,
  publish: () => 0,
  subscriberCount: () => 0,
};

/** The handle handlers get: the runtime's own where it serves WebSockets, else its HTTP part and `noWebSockets`. */
export function toServerHandle(handle: ServerHandle | HttpServerHandle): ServerHandle {
  if ('upgrade' in handle) return handle;
  return {
    get port() {
      return handle.port;
    },
    get hostname() {
      return handle.hostname;
    },
    get url() {
      return handle.url;
    },
    requestIP: (request) => handle.requestIP(request),
    ...noWebSockets,
  };
}
