import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { HttpServerHandle, ServerHandle } from '../../types.ts';
import type { RunningServer, ServeOptions } from '../../runtime/http-runtime.ts';
import { toLastResponse } from '../../pipeline/close-connection.ts';
import { toHeadResponse } from '../../app/in-process-server.ts';
import { toServerHandle } from '../../runtime/server-handle.ts';
import { FwError, messages } from '../../errors/catalogue.ts';
import { parseContentLength } from '../../http/content-length.ts';
import type { RouteHandler } from '../../routing/route-table.ts';
import { hasSmallBody, readHead, readTarget, readWholeBody, type RequestHead } from './to-request.ts';
import { writePlain, writeResponse } from './write-response.ts';
import { NodeRequest } from './node-request.ts';
import { PlainResponse } from './plain-response.ts';
import { createNodeDrainer, type NodeDrainer } from './node-drain.ts';
import { acceptUpgrades } from './node-upgrade.ts';

// The cap raw routes read under, as on Bun: 128 MiB, or fw's body limit where that is larger.
const DEFAULT_BODY_CAP = 128 * 1024 * 1024;
// A refusal before the body is read ends the connection: the unread body would otherwise be read as a request.
const CLOSE = { connection: 'close' };

/** Starts a `node:http` server that sends every request through fw's matcher (`options.fallback`). */
export async function serveOnNode(options: ServeOptions): Promise<RunningServer> {
  const bodyCap = Math.max(DEFAULT_BODY_CAP, options.bodyLimit);
  let handle: ServerHandle | undefined;
  let drainer: NodeDrainer | undefined;
  const server = createServer((message, out) => {
    try {
      answer(message, out)?.catch(() => out.destroy());
    } catch {
      out.destroy();
    }
  });
  // Synchronous while the route is: a GET answered with a plain value costs no promise here.
  const answer = (message: IncomingMessage, out: ServerResponse): Promise<void> | undefined => {
    const head = readHead(message);
    const length = head.length === undefined ? 0 : parseContentLength(head.length);
    // Refused before the body is read, as Bun does over its cap.
    if (length > bodyCap) {
      return writeResponse(out, new Response(null, { status: 413, headers: CLOSE }), 'GET');
    }
    if (!hasSmallBody(message, head, length)) return dispatch(message, out, head, undefined);
    readWholeBody(
      message,
      (whole) => guard(out, () => dispatch(message, out, head, whole)),
      () => out.destroy(),
    );
    return undefined;
  };
  const dispatch = (message: IncomingMessage, out: ServerResponse, head: RequestHead, whole: Buffer | undefined) => {
    let request: NodeRequest;
    try {
      request = new NodeRequest(message, out, readTarget(message, head), bodyCap, whole, head.type);
    } catch {
      // A Host the URL parser refuses (`a b`): RFC 9112 §3.2 asks for a 400.
      return writeResponse(out, new Response(null, { status: 400, headers: CLOSE }), 'GET');
    }
    const asRequest = request as unknown as Request;
    let answered: ReturnType<RouteHandler>;
    try {
      answered = options.fallback(asRequest, handle as ServerHandle);
    } catch (error) {
      return send(out, asRequest, options.onError(error));
    }
    // Not `instanceof Promise`: on a stand-in answer that walks into the proxy behind its prototype.
    if (typeof (answered as Partial<PromiseLike<Response>> | undefined)?.then === 'function') {
      // Each reaction guards its own writing: no `.catch()` promise more per request.
      (answered as Promise<Response | undefined>).then(
        (response) => guard(out, () => send(out, asRequest, response)),
        (error: unknown) => guard(out, () => send(out, asRequest, options.onError(error))),
      );
      return undefined;
    }
    return send(out, asRequest, answered as Response | undefined);
  };
  const send = (out: ServerResponse, request: Request, answered: Response | undefined): Promise<void> | undefined => {
    let response = answered ?? options.onError(new FwError(messages.noRawResponse(request.method, request.url)));
    const closing = options.drain.closing || drainer?.closing === true;
    if (!closing && PlainResponse.isPlain(response)) return writePlain(out, response, request.method);
    return (async () => {
      if (closing) response = await toLastResponse(options.drain, response);
      if (request.method === 'HEAD') response = await toHeadResponse(response);
      await writeResponse(out, response, request.method);
    })();
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
    requestIP: (request) => toAddress(request instanceof NodeRequest ? NodeRequest.socketOf(request) : undefined),
  };
  handle = upgrades === undefined ? toServerHandle(http) : upgrades.toHandle(http);
  const running = (drainer = createNodeDrainer(server, options.drain));
  return {
    handle,
    drain: () => running.drain(),
    stop: (force) => (force ? (upgrades?.terminate(), running.stopNow()) : running.stop()),
  };
}

// What cannot be answered any more (the writing threw) ends the connection.
function guard(out: ServerResponse, answer: () => Promise<void> | undefined): void {
  try {
    answer()?.catch(() => out.destroy());
  } catch {
    out.destroy();
  }
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
