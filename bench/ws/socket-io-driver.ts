import { io, type Socket } from 'socket.io-client';
import type { Driver } from './redis-stack.ts';

/** socket-io-server.ts, through `socket.io-client`. */
export const socketIoDriver: Driver<Socket> = {
  // WebSocket only, as fw's clients: no long-polling first, no upgrade; a failure ends the run, not a retry.
  open(port) {
    const socket = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true, reconnection: false });
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (error) =>
        reject(new Error(`cannot open socket.io on port ${port}: ${error.message}`)),
      );
    });
  },
  join(socket) {
    const joined = new Promise<void>((resolve) => socket.once('joined', () => resolve()));
    socket.emit('join');
    return joined;
  },
  listen: (socket, onTick) => void socket.off('tick').on('tick', onTick),
  go: (socket, count) => void socket.emit('go', { count }),
  close: (socket) => void socket.disconnect(),
};
