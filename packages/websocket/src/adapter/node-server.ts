import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { NodeWebSocketServer } from '@fw/core/node';
import type { ResolvedConfig } from '../config/config.ts';
import type { Connection } from '../runtime/connection.ts';
import type { WireMessage } from '../wire/transport.ts';
import { NodeSocket, type NodeSocketScope } from './node-socket.ts';
import { TopicMap } from './node-topics.ts';
import { toWsDeflate } from './node-deflate.ts';
import { watchIdle } from './node-idle.ts';
import { loadWs, type WsConnection } from './ws-module.ts';

/** RFC 6455 §4.2.1: a key is 16 bytes in base64; version 13 is the only one this side speaks. */
const KEY = /^[+/0-9A-Za-z]{22}==$/;

// `ws` reports a protocol error as an 'error' with a code before it closes; the close it sent, Bun's reasons.
const SENT_FOR_ERROR: Readonly<Record<string, { code: number; reason: string }>> = {
  WS_ERR_UNSUPPORTED_MESSAGE_LENGTH: { code: 1009, reason: 'Received too big message' },
  WS_ERR_INVALID_UTF8: { code: 1007, reason: 'Received invalid UTF-8' },
};

/**
 * One Node server's WebSockets on `ws` (`noServer`): the handshake, a `TopicMap` for rooms, and each socket's
 * events forwarded to its `Connection`, as the Bun adapter forwards Bun's.
 */
export function startNodeServer(config: ResolvedConfig): NodeWebSocketServer {
  const { WebSocketServer } = loadWs();
  const deflate = toWsDeflate(config.perMessageDeflate);
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: config.maxPayloadLength,
    perMessageDeflate: deflate.options,
  });
  const extraHeaders = new WeakMap<IncomingMessage, Headers>();
  wss.on('headers', (lines, message) => {
    for (const [name, value] of extraHeaders.get(message) ?? []) lines.push(`${name}: ${value}`);
  });
  const scope: NodeSocketScope = {
    topics: new TopicMap(),
    compress: deflate.compress,
    backpressureLimit: config.backpressureLimit,
    closeOnBackpressureLimit: config.closeOnBackpressureLimit,
  };
  const open = new Set<NodeSocket>();
  const idle = watchIdle(config.idleTimeout, config.sendPings);
  const accept = (ws: WsConnection, message: IncomingMessage, transport: Duplex, connection: Connection) => {
    const socket = new NodeSocket(ws, transport, message.socket.remoteAddress ?? '', scope);
    open.add(socket);
    const watched = idle.watch(ws);
    let failure: { code: number; reason: string } | undefined;
    ws.on('message', (data, isBinary) => {
      watched.seen();
      connection.message(isBinary ? data : data.toString('utf8'));
    });
    ws.on('pong', () => watched.seen());
    ws.on('error', (error) => {
      failure = SENT_FOR_ERROR[error.code ?? ''] ?? { code: 1002, reason: `Received ${error.message}` };
    });
    ws.on('close', (code, reason) => {
      open.delete(socket);
      watched.stop();
      socket.leaveAll();
      const sent = socket.sentClose;
      // Bun reports the code this side sent; a peer's own close is reported as the peer sent it.
      if (failure !== undefined) connection.close(failure.code, failure.reason);
      else if (sent !== undefined) connection.close(sent.code, sent.reason);
      else connection.close(code, reason.toString('utf8'));
    });
    transport.on('drain', () => {
      if (socket.drained()) connection.drain();
    });
    connection.open(socket);
  };
  return {
    upgrade(message, transport, head, { data, headers }) {
      const key = message.headers['sec-websocket-key'];
      if (typeof key !== 'string' || !KEY.test(key) || message.headers['sec-websocket-version'] !== '13') return false;
      if (headers !== undefined) extraHeaders.set(message, new Headers(headers));
      wss.handleUpgrade(message, transport, head, (ws) => accept(ws, message, transport, data as Connection));
      return true;
    },
    get pendingWebSockets() {
      return open.size;
    },
    publish: (topic: string, data: WireMessage, compress = false) => scope.topics.publish(topic, data, compress),
    subscriberCount: (topic) => scope.topics.subscriberCount(topic),
    terminate() {
      for (const socket of open) socket.ws.terminate();
      idle.stop();
    },
  };
}
