/**
 * One server under test, pinned to CPU 0 by run.ts: `bun server.ts fw` is an fw app with one gateway,
 * `bun server.ts raw` a raw `Bun.serve` doing the same work by hand. Prints `ready <port>` once listening.
 * With REDIS_URL set, the fw app joins the other processes through a `RedisAdapter` (redis.ts).
 */
import { Fw, type ServerHandle } from '@fw/core';
import { Gateway, RedisAdapter, RoomManager, SubscribeMessage, WebSocketPlugin, type FwSocket } from '@fw/websocket';

const ROOM = 'room';

/** User + system CPU of this process in µs (getrusage), for the client's per-CPU-second rates. */
function cpuMicros(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

interface Go {
  readonly mode: string;
  readonly count: number;
}

@Gateway('/bench')
class BenchGateway {
  constructor(private readonly rooms: RoomManager) {}

  @SubscribeMessage('join')
  join(socket: FwSocket): void {
    socket.join(ROOM);
    socket.emit('joined');
  }

  @SubscribeMessage('echo')
  echo(socket: FwSocket, data: unknown): void {
    socket.emit('echo', data);
  }

  @SubscribeMessage('cpu')
  cpu(socket: FwSocket): void {
    socket.emit('cpu', cpuMicros());
  }

  @SubscribeMessage('go')
  go(socket: FwSocket, { mode, count }: Go): void {
    const started = performance.now();
    // 'direct' is the control: the same process and topic, with none of the plugin's code in the loop.
    if (mode === 'direct')
      for (let i = 0; i < count; i++)
        server?.publish(`ns:/bench:room:${ROOM}`, JSON.stringify({ event: 'tick', data: i }));
    else if (mode === 'broadcast') for (let i = 0; i < count; i++) this.rooms.broadcast(ROOM, 'tick', i);
    else for (let i = 0; i < count; i++) socket.to(ROOM).emit('tick', i);
    socket.emit('published', performance.now() - started);
  }
}

let server: ServerHandle | undefined;

async function startFw(): Promise<number> {
  const app = new Fw();
  const url = process.env.REDIS_URL;
  const adapter = url === undefined ? undefined : new RedisAdapter({ url });
  app.use(WebSocketPlugin.create([BenchGateway], { adapter }));
  app.use({ name: 'bench-server', setup: (host) => host.onListen((info) => void (server = info.server)) });
  await app.listen(0);
  return app.port;
}

function startRaw(): number {
  const raw = Bun.serve<undefined>({
    port: 0,
    fetch(request, server) {
      return server.upgrade(request, { data: undefined }) ? undefined : new Response('upgrade', { status: 426 });
    },
    websocket: {
      // The same limits fw passes, so only the framework's own work differs.
      backpressureLimit: 1024 * 1024,
      message(ws, message) {
        // What a hand-written handler does for the same protocol: parse the envelope, answer JSON.
        const { event, data } = JSON.parse(String(message)) as { event: string; data: Go };
        if (event === 'echo') ws.send(JSON.stringify({ event: 'echo', data }));
        else if (event === 'cpu') ws.send(JSON.stringify({ event: 'cpu', data: cpuMicros() }));
        else if (event === 'join') {
          ws.subscribe(ROOM);
          ws.send(JSON.stringify({ event: 'joined' }));
        } else if (event === 'go') {
          const { mode, count } = data;
          const started = performance.now();
          if (mode === 'server')
            for (let i = 0; i < count; i++) raw.publish(ROOM, JSON.stringify({ event: 'tick', data: i }));
          else for (let i = 0; i < count; i++) ws.publish(ROOM, JSON.stringify({ event: 'tick', data: i }));
          ws.send(JSON.stringify({ event: 'published', data: performance.now() - started }));
        }
      },
    },
  });

  return raw.port as number;
}

console.log(`ready ${process.argv[2] === 'fw' ? await startFw() : startRaw()}`);
