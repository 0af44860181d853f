import type { Driver } from './redis-stack.ts';

const send = (socket: WebSocket, event: string, data?: unknown) => socket.send(JSON.stringify({ event, data }));

/** server.ts's fw app, with fw's `{ event, data }` frames over the native WebSocket. */
export const fwDriver: Driver<WebSocket> = {
  open: (port) =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/bench`);
      socket.onopen = () => resolve(socket);
      socket.onerror = () => reject(new Error(`cannot open port ${port}`));
    }),
  join(socket) {
    const joined = new Promise<void>((resolve) => (socket.onmessage = () => resolve()));
    send(socket, 'join');
    return joined;
  },
  listen: (socket, onTick) => void (socket.onmessage = onTick),
  go: (socket, count) => send(socket, 'go', { mode: 'broadcast', count }),
  close: (socket) => socket.close(),
};
