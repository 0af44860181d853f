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
  return 'upgrade' in handle ? handle : joinHandles(handle, noWebSockets);
}

/** One handle from a server's HTTP part and its WebSocket part, each read when asked (ports, counts change). */
export function joinHandles(http: HttpServerHandle, sockets: WebSocketServerHandle): ServerHandle {
  return {
    get port() {
      return http.port;
    },
    get hostname() {
      return http.hostname;
    },
    get url() {
      return http.url;
    },
    requestIP: (request) => http.requestIP(request),
    get pendingWebSockets() {
      return sockets.pendingWebSockets;
    },
    upgrade: (request, options) => sockets.upgrade(request, options),
    publish: (topic, data, compress) => sockets.publish(topic, data, compress),
    subscriberCount: (topic) => sockets.subscriberCount(topic),
  };
}
