/**
 * The socket.io side of redis.ts, on Node (redis.ts builds it for Node, since Node 20 runs no TypeScript):
 * a socket.io 4 server joined to the others by `@socket.io/redis-adapter` over node-redis, with the two
 * events server.ts's fw app answers for the bench. Prints `ready <port>` once listening on 127.0.0.1.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';

const ROOM = 'room';

interface Go {
  readonly count: number;
}

const url = process.env.REDIS_URL;
if (url === undefined) throw new Error('REDIS_URL is not set: this server joins the others through Redis');
const publisher = createClient({ url });
const subscriber = publisher.duplicate();
await Promise.all([publisher.connect(), subscriber.connect()]);

const http = createServer();
const io = new Server(http, { adapter: createAdapter(publisher, subscriber) });
io.on('connection', (socket) => {
  socket.on('join', () => {
    socket.join(ROOM);
    socket.emit('joined');
  });
  // The counterpart of fw's `RoomManager.broadcast`: to every member on every server, the sender included.
  socket.on('go', ({ count }: Go) => {
    for (let i = 0; i < count; i++) io.to(ROOM).emit('tick', i);
    socket.emit('published');
  });
});
http.listen(0, '127.0.0.1', () => console.log(`ready ${(http.address() as AddressInfo).port}`));
