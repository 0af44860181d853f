/** A frame of the gateway's protocol (spec, "WebSocket shapes"): JSON `{ event, data }`. */
export interface ChatFrame {
  readonly event: string;
  readonly data?: unknown;
}

export interface ChatHandlers {
  onOpen(): void;
  onFrame(frame: ChatFrame): void;
  onClose(code: number, reason: string): void;
}

export interface ChatSocket {
  say(text: string): void;
  close(): void;
}

/**
 * Open the chat gateway for one room. The token rides in the query string because a browser
 * `WebSocket` cannot send an `Authorization` header; the gateway checks it on open and closes with
 * 4001 when it is missing or unknown. Leaving the page (the signal) closes the socket.
 *
 * @example
 * const chat = connectChat({ room: 'general', token }, handlers, signal);
 * chat.say('hello');
 */
export function connectChat(
  target: { room: string; token: string },
  handlers: ChatHandlers,
  signal: AbortSignal,
): ChatSocket {
  const url = new URL('/ws/chat', location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('room', target.room);
  if (target.token !== '') url.searchParams.set('token', target.token);

  const socket = new WebSocket(url);
  const close = (): void => socket.close(1000, 'left');
  socket.addEventListener('open', () => handlers.onOpen());
  socket.addEventListener('message', (event) => {
    const frame = parseFrame(event.data);
    if (frame) handlers.onFrame(frame);
  });
  socket.addEventListener('close', (event) => {
    signal.removeEventListener('abort', close);
    handlers.onClose(event.code, event.reason);
  });
  signal.addEventListener('abort', close, { once: true });

  return {
    say: (text) => socket.send(JSON.stringify({ event: 'message', data: { text } })),
    close,
  };
}

function parseFrame(raw: unknown): ChatFrame | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'event' in value && typeof value.event === 'string') {
      return value as ChatFrame;
    }
  } catch {
    // The protocol allows raw frames; this app sends none, so anything unparsable is ignored.
  }
  return undefined;
}
