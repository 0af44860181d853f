import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { HttpServerHandle, ServerHandle } from '../../types.ts';
import type { ServeOptions } from '../../runtime/http-runtime.ts';
import { joinHandles } from '../../runtime/server-handle.ts';
import { FwError, messages } from '../../errors/catalogue.ts';
import { isNodeWebSocketHandler, type NodeWebSocketServer } from './node-websocket.ts';
import { NodeRequest } from './node-request.ts';
import { readHead, readTarget } from './to-request.ts';

interface PendingUpgrade {
  readonly message: IncomingMessage;
  readonly socket: Duplex;
  readonly head: Buffer;
  upgraded: boolean;
}

/** The WebSocket side of a Node server: its handle, and a forced stop of every connection. */
export interface NodeUpgrades {
  toHandle(http: HttpServerHandle): ServerHandle;
  terminate(): void;
}

/**
 * Sends each `'upgrade'` request through fw's matcher, as Bun's `fetch` gets one: the gateway's route calls
 * `server.upgrade()`, which hands the socket to the WebSocket handler; any `Response` is written on the socket.
 */
export function acceptUpgrades(
  server: Server,
  options: ServeOptions,
  handle: () => ServerHandle | undefined,
): NodeUpgrades {
  const handler = options.websocket as object;
  if (!isNodeWebSocketHandler(handler)) throw new FwError(messages.notANodeWebSocketHandler());
  const sockets: NodeWebSocketServer = handler.startOnNode();
  const pending = new WeakMap<Request, PendingUpgrade>();
  server.on('upgrade', (message: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    // No ServerResponse on an upgrade: the socket stands in for it, its 'close' aborting `request.signal`.
    let request: Request;
    try {
      const target = readTarget(message, readHead(message));
      request = new NodeRequest(message, socket as unknown as ServerResponse, target, 0) as unknown as Request;
    } catch {
      // A Host the URL parser refuses, as for a plain request (RFC 9112 §3.2).
      writeOnSocket(socket, new Response(null, { status: 400 }));
      return;
    }
    pending.set(request, { message, socket, head, upgraded: false });
    void answer(request).then(
      (response) => {
        if (response !== undefined) writeOnSocket(socket, response);
        else if (pending.get(request)?.upgraded !== true) socket.destroy();
      },
      () => socket.destroy(),
    );
  });
  const answer = async (request: Request): Promise<Response | undefined> => {
    try {
      return await options.fallback(request, handle() as ServerHandle);
    } catch (error) {
      return options.onError(error);
    }
  };
  const upgrade: ServerHandle['upgrade'] = (request, init) => {
    const raw = pending.get(request);
    if (raw === undefined || raw.upgraded) return false;
    raw.upgraded = true;
    return sockets.upgrade(raw.message, raw.socket, raw.head, init ?? {});
  };
  return {
    // An upgrade request is a NodeRequest too, so the HTTP handle finds its socket for `requestIP`.
    toHandle: (http) =>
      joinHandles(http, {
        get pendingWebSockets() {
          return sockets.pendingWebSockets;
        },
        upgrade,
        publish: (topic, data, compress) => sockets.publish(topic, data, compress),
        subscriberCount: (topic) => sockets.subscriberCount(topic),
      }),
    terminate: () => sockets.terminate(),
  };
}

// A refused upgrade: the response, then the connection ends (no HTTP parser is left on an upgrade socket).
function writeOnSocket(socket: Duplex, response: Response): void {
  void response.arrayBuffer().then(
    (body) => {
      if (socket.destroyed) return;
      const lines = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`];
      response.headers.forEach((value, name) => {
        if (name !== 'connection' && name !== 'content-length') lines.push(`${name}: ${value}`);
      });
      lines.push('connection: close', `content-length: ${body.byteLength}`, '', '');
      socket.end(Buffer.concat([Buffer.from(lines.join('\r\n')), Buffer.from(body)]));
    },
    () => socket.destroy(),
  );
}
