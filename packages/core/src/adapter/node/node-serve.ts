import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { HttpServerHandle, ServerHandle } from '../../types.ts';
import type { RunningServer, ServeOptions } from '../../runtime/http-runtime.ts';
import { toLastResponse } from '../../pipeline/close-connection.ts';
import { toHeadResponse } from '../../app/in-process-server.ts';
import { toServerHandle } from '../../runtime/server-handle.ts';
import { FwError, messages } from '../../errors/catalogue.ts';
import { readSmallBody, toRequest } from './to-request.ts';
import { writeResponse } from './write-response.ts';
import { createNodeDrainer, type NodeDrainer } from './node-drain.ts';
import { acceptUpgrades } from './node-upgrade.ts';

// The cap raw routes read under, as on Bun: 128 MiB, or fw's body limit where that is larger.
const DEFAULT_BODY_CAP = 128 * 1024 * 1024;
// A refusal before the body is read ends the connection: the unread body would otherwise be read as a request.
const CLOSE = { connection: 'close' };

/** Starts a `node:http` server that sends every request through fw's matcher (`options.fallback`). */
export async function serveOnNode(options: ServeOptions): Promise<RunningServer> {
  const bodyCap = Math.max(DEFAULT_BODY_CAP, options.bodyLimit);
  const sockets = new WeakMap<Request, Socket>();
  let handle: ServerHandle | undefined;
  let drainer: NodeDrainer | undefined;
  const server = createServer((message, out) => {
    void answer(message, out).catch(() => out.destroy());
  });
  const answer = async (message: IncomingMessage, out: ServerResponse) => {
    const length = Number(message.headers['content-length'] ?? 0);
    // Refused before the body is read, as Bun does over its cap.
    if (length > bodyCap) return writeResponse(out, new Response(null, { status: 413, headers: CLOSE }), 'GET');
    const small = readSmallBody(message);
    const whole = small === undefined ? undefined : await small;
    let request: Request;
    try {
      request = toRequest(message, out, bodyCap, whole);
    } catch {
      // A Host the URL parser refuses (`a b`): RFC 9112 §3.2 asks for a 400.
      return writeResponse(out, new Response(null, { status: 400, headers: CLOSE }), 'GET');
    }
    sockets.set(request, message.socket);
    let response: Response;
    try {
      const answered = await options.fallback(request, handle as ServerHandle);
      if (answered === undefined) throw new FwError(messages.noRawResponse(request.method, request.url));
      response = answered;
    } catch (error) {
      response = options.onError(error);
    }
    if (options.drain.closing || drainer?.closing) response = await toLastResponse(options.drain, response);
    if (request.method === 'HEAD') response = await toHeadResponse(response);
    await writeResponse(out, response, request.method);
  };
  const upgrades = options.websocket === undefined ? undefined : acceptUpgrades(server, options, () => handle);
  await listen(server, options);
  const address = server.address() as AddressInfo;
  const hostname = options.hostname ?? 'localhost';
  const host = hostname.includes(':') ? `[${hostname}]` : hostname;
  const url = new URL(`http://${host}:${address.port}/`);
  const http: HttpServerHandle = {
    port: address.port,
    hostname,
    url,
    requestIP: (request) => toAddress(sockets.get(request)),
  };
  handle = upgrades === undefined ? toServerHandle(http) : upgrades.toHandle(http);
  const running = (drainer = createNodeDrainer(server, options.drain));
  return {
    handle,
    drain: () => running.drain(),
    stop: (force) => (force ? (upgrades?.terminate(), running.stopNow()) : running.stop()),
  };
}

function listen(server: Server, options: ServeOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // A worker's server joins the primary's socket through node:cluster; `exclusive: false` lets it share.
    server.listen({ port: options.port, host: options.hostname, exclusive: !options.reusePort }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function toAddress(socket: Socket | undefined) {
  if (socket?.remoteAddress === undefined) return null;
  return { address: socket.remoteAddress, family: socket.remoteFamily ?? 'IPv4', port: socket.remotePort ?? 0 };
}
