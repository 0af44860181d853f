import { Body, Controller, Get, Param, Post, Service, type FwPlugin } from '@fw/core';
import { NamespaceRegistry, RoomManager } from '../../src/index.ts';

/** What the gateways saw, for the assertions a frame cannot carry (a handler that must not run). */
export class Recorder {
  secrets = 0;
  guardedOpens = 0;
  limitMessages = 0;
  lateOpens = 0;
  readonly closes: { namespace: string; code: number; reason: string }[] = [];
  /** Resolved by `LateGateway`'s guard once it holds a handshake. */
  readonly held = Promise.withResolvers<void>();
  /** Holds `LateGateway`'s guard and `@OnClose` until a test resolves it. */
  readonly release = Promise.withResolvers<void>();
  /** Holds `SlowOpenGateway`'s `@OnOpen`; a test sets a fresh one before it connects. */
  openGate = Promise.withResolvers<void>();
  slowOpenMessages = 0;
  /** What `SyncCloseGateway` did, in order. */
  readonly syncCloseSteps: string[] = [];
  /** What `QuitGateway` did, in order. */
  readonly quitSteps: string[] = [];
}

/** Hands a ready value to the container, through the plugin interface only. */
export function provideValue<T extends object>(token: abstract new (...args: never[]) => T, value: T): FwPlugin {
  return { name: `value:${token.name}`, setup: (host) => host.provide(token, value) };
}

@Service()
export class Greeter {
  greet(): string {
    return 'hello from a service';
  }
}

@Service()
export class AuthService {
  /** Async on purpose: messages sent right after open arrive while it runs. */
  async verify(token: string | null): Promise<boolean> {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return token === 'good';
  }
}

interface BroadcastBody {
  readonly event?: string;
  readonly data?: unknown;
  readonly raw?: string;
  readonly namespace?: string;
}

/** HTTP handlers that use the injectable `RoomManager` and `NamespaceRegistry`. */
@Controller('/api')
export class SocketsController {
  constructor(
    private readonly rooms: RoomManager,
    private readonly registry: NamespaceRegistry,
    private readonly recorder: Recorder,
  ) {}

  @Post('/broadcast/:room')
  broadcast(@Param('room') room: string, @Body() body: BroadcastBody): { ok: true } {
    const target = body.namespace === undefined ? this.rooms : this.rooms.of(body.namespace);
    if (body.raw !== undefined) target.broadcastRaw(room, body.raw);
    else target.broadcast(room, body.event ?? 'news', body.data);
    return { ok: true };
  }

  @Get('/stats')
  stats(): { namespaces: string[]; total: number; counts: Record<string, number>; pending: number } {
    const paths = [
      '/dispatch',
      '/plain',
      '/rooms',
      '/other',
      '/secure',
      '/guarded',
      '/limits',
      '/slow-close',
      '/override',
    ];
    return {
      namespaces: this.registry.getNamespaces(),
      total: this.registry.getTotalConnections(),
      counts: Object.fromEntries(paths.map((path) => [path, this.registry.getCount(path)])),
      pending: this.rooms.pendingWebSockets,
    };
  }

  @Get('/recorder')
  recorded(): Recorder {
    return this.recorder;
  }
}
