/**
 * The soak's WebSocket app, on 127.0.0.1 only: every socket of the gateway `/soak` joins the room `storm`;
 * `POST /soak/storm?count=N` sends N broadcasts through `RoomManager.broadcast`, `GET /soak/stats`
 * gives `NamespaceRegistry.getCount('/soak')`. Prints `ready <port>`.
 */
import { Controller, Fw, Get, Post, Query } from '@fw/core';
import { Gateway, NamespaceRegistry, OnOpen, RoomManager, WebSocketPlugin, type FwSocket } from '@fw/websocket';

const ROOM = 'storm';

@Gateway('/soak')
class SoakGateway {
  @OnOpen() open(socket: FwSocket) {
    socket.join(ROOM);
  }
}

@Controller('/soak')
class StormController {
  constructor(
    private readonly rooms: RoomManager,
    private readonly registry: NamespaceRegistry,
  ) {}

  @Post('storm') storm(@Query('count') count: string) {
    const started = performance.now();
    for (let i = 0; i < Number(count); i++) this.rooms.broadcast(ROOM, 'tick', i);
    return { loopMs: performance.now() - started };
  }

  @Get('stats') stats() {
    return { connections: this.registry.getCount('/soak') };
  }
}

const app = new Fw({ hostname: '127.0.0.1' }).controllers([StormController]);
app.use(WebSocketPlugin.create([SoakGateway]));
await app.listen(Number(process.env.PORT));
console.log(`ready ${app.port}`);
