import { socket, type SocketClient, type SocketClose } from '@fw/client/ws';
import type { Sockets } from './generated/app';

/** The chat gateway's client, typed by the contract: `emit('message', { text })`, `on('message', ...)`. */
export type ChatSocket = SocketClient<Sockets['api']['chat']['connect']>;

/** The gateway's close code for a missing or unknown token: final, so the client does not retry it. */
const UNAUTHORIZED = 4001;

export interface ChatHandlers {
  /** Every open: the first, and each reconnect after the server came back. */
  onOpen(reconnected: boolean): void;
  onClose(event: SocketClose): void;
}

/**
 * Open the chat gateway for one room through the typed socket client. The token rides in the query
 * because a browser `WebSocket` cannot send an `Authorization` header; the gateway checks it on open and
 * closes with 4001 when it is missing or unknown, which is not retried. Any other drop (the server
 * restarting) is retried with backoff, and the gateway joins the room again on the new connection.
 * Leaving the page (the signal) closes the socket.
 *
 * @example
 * const chat = connectChat({ room: 'general', token }, handlers, signal);
 * chat.emit('message', { text: 'hello' });
 */
export function connectChat(
  target: { room: string; token: string },
  handlers: ChatHandlers,
  signal: AbortSignal,
): ChatSocket {
  const chat = socket<Sockets>('').api.chat.connect({
    query: { room: target.room, token: target.token || undefined },
    finalCloseCodes: [UNAUTHORIZED],
    onOpen: ({ reconnected }) => handlers.onOpen(reconnected),
    onClose: (event) => handlers.onClose(event),
  });
  signal.addEventListener('abort', () => chat.close(1000, 'left'), { once: true });
  return chat;
}
