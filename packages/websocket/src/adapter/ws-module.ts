import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { FwError } from '@fw/core';
import { wsErrors } from '../errors.ts';

/** The part of `ws`'s `WebSocket` (a server-side connection) the Node adapter uses. */
export interface WsConnection {
  readonly readyState: number;
  send(data: string | ArrayBuffer | Uint8Array, options: { compress: boolean }): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): this;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
  on(event: 'error', listener: (error: Error & { code?: string }) => void): this;
  on(event: 'pong', listener: () => void): this;
}

/** The part of `ws`'s `WebSocketServer` the Node adapter uses, always with `noServer: true`. */
export interface WsServer {
  handleUpgrade(
    message: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    done: (connection: WsConnection, message: IncomingMessage) => void,
  ): void;
  on(event: 'headers', listener: (headers: string[], message: IncomingMessage) => void): this;
}

export interface WsServerOptions {
  readonly noServer: true;
  readonly clientTracking: false;
  readonly maxPayload: number;
  readonly perMessageDeflate: false | Readonly<Record<string, unknown>>;
}

interface WsModule {
  readonly WebSocketServer: new (options: WsServerOptions) => WsServer;
}

/** `ws`, loaded when a Node server starts: Bun never loads it, and an app without it learns the fix. */
export function loadWs(): WsModule {
  try {
    return createRequire(import.meta.url)('ws') as WsModule;
  } catch (error) {
    throw new FwError(wsErrors.wsMissing(), { cause: error });
  }
}
