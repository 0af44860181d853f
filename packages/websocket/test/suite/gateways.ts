import {
  Gateway,
  OnClose,
  OnDrain,
  OnError,
  OnMessage,
  OnOpen,
  OnUpgrade,
  RoomManager,
  SubscribeMessage,
  type FwSocket,
  type Handshake,
} from '../../src/index.ts';
import { AuthService, Greeter, Recorder } from './fixtures.ts';

/** The gateways the shared suite runs against; each one exercises one part of the spec. */

@Gateway('dispatch')
export class DispatchGateway {
  constructor(private readonly greeter: Greeter) {}

  @OnOpen()
  open(socket: FwSocket): void {
    const { id, namespace, remoteAddress, readyState, rooms } = socket;
    socket.emit('welcome', { id, namespace, remoteAddress, readyState, rooms, greeting: this.greeter.greet() });
  }

  @SubscribeMessage('multi')
  multiA(socket: FwSocket, data: unknown): void {
    socket.emit('multi-a', data);
  }

  @SubscribeMessage('echo')
  echo(socket: FwSocket, data: unknown): void {
    socket.emit('echo', data);
  }

  @SubscribeMessage('multi')
  multiB(socket: FwSocket, data: unknown): void {
    socket.emit('multi-b', data);
  }

  @SubscribeMessage('async-echo')
  async asyncEcho(socket: FwSocket, data: unknown): Promise<void> {
    await Promise.resolve();
    socket.emit('async-echo', data);
  }

  @SubscribeMessage('boom')
  boom(): void {
    throw new Error('boom!');
  }

  @SubscribeMessage('async-boom')
  async asyncBoom(): Promise<void> {
    await Promise.resolve();
    throw new Error('async boom!');
  }

  @SubscribeMessage('send')
  send(socket: FwSocket, data: { text: string; bytes: number[] }): void {
    socket.send(data.text);
    socket.send(new Uint8Array(data.bytes));
  }

  @OnMessage()
  raw(socket: FwSocket, message: string | Uint8Array): void {
    socket.emit('raw', typeof message === 'string' ? { text: message } : { bytes: [...message] });
  }

  @OnError()
  error(socket: FwSocket, error: Error): void {
    socket.emit('error', { message: error.message, open: socket.readyState === 1 });
  }
}

/** No `@OnError`: handler errors are logged. */
@Gateway('/plain/')
export class PlainGateway {
  @SubscribeMessage('boom')
  boom(): void {
    throw new Error('plain boom');
  }

  @SubscribeMessage('ping')
  ping(socket: FwSocket): void {
    socket.emit('pong');
  }
}

/** Room handlers shared by two gateways through inheritance. */
export abstract class RoomHandlers {
  @OnOpen()
  greet(socket: FwSocket): void {
    socket.emit('welcome', { id: socket.id, namespace: socket.namespace });
  }

  @SubscribeMessage('join')
  join(socket: FwSocket, room: string): void {
    socket.join(room);
    socket.emit('joined', { room, rooms: socket.rooms, member: socket.isSubscribed(room) });
  }

  @SubscribeMessage('leave')
  leave(socket: FwSocket, room: string): void {
    socket.leave(room);
    socket.emit('left', { room, rooms: socket.rooms, member: socket.isSubscribed(room) });
  }

  @SubscribeMessage('to')
  to(socket: FwSocket, data: { room: string; event: string; data?: unknown }): void {
    socket.to(data.room).emit(data.event, data.data);
    socket.emit('done');
  }

  @SubscribeMessage('to-raw')
  toRaw(socket: FwSocket, data: { room: string; text: string }): void {
    socket.to(data.room).send(data.text);
    socket.emit('done');
  }

  @SubscribeMessage('publish')
  publish(socket: FwSocket, data: { topic: string; event: string; data?: unknown }): void {
    socket.publish(data.topic, data.event, data.data);
    socket.emit('done');
  }

  @SubscribeMessage('close')
  close(socket: FwSocket, data: { code?: number; reason?: string }): void {
    try {
      if (data.code === undefined) socket.close();
      else socket.close(data.code, data.reason);
    } catch (error) {
      const { name, message } = error as Error;
      socket.emit('close-refused', { name, message, readyState: socket.readyState });
    }
  }

  /** Publishes from a closing socket: must go through the server (oven-sh/bun#1357). */
  @OnClose()
  closed(socket: FwSocket, code: number, reason: string): void {
    socket
      .to('monitor')
      .emit('closed', { id: socket.id, code, reason, rooms: socket.rooms, readyState: socket.readyState });
  }
}

@Gateway('/rooms')
export class RoomsGateway extends RoomHandlers {
  @SubscribeMessage('whoami')
  whoami(socket: FwSocket): void {
    socket.emit('whoami', 'rooms');
  }
}

@Gateway('/other')
export class OtherGateway extends RoomHandlers {
  @SubscribeMessage('whoami')
  whoami(socket: FwSocket): void {
    socket.emit('whoami', 'other');
  }
}

/** Authenticates in `@OnOpen` through a service and closes with 4001 (spec "Authentication"). */
@Gateway('/secure')
export class SecureGateway {
  constructor(
    private readonly auth: AuthService,
    private readonly recorder: Recorder,
  ) {}

  @OnOpen()
  async authenticate(socket: FwSocket): Promise<void> {
    if (!(await this.auth.verify(socket.handshake.query.get('token')))) socket.close(4001, 'Unauthorized');
  }

  @OnOpen()
  welcome(socket: FwSocket): void {
    socket.emit('welcome');
  }

  @SubscribeMessage('secret')
  secret(socket: FwSocket): void {
    this.recorder.secrets++;
    socket.emit('secret', 'the cake');
  }
}

/** A synchronous `@OnOpen` that closes its socket and goes on: Bun runs the close handler inside `close()`. */
@Gateway('/sync-close')
export class SyncCloseGateway {
  constructor(private readonly recorder: Recorder) {}

  @OnOpen()
  refuse(socket: FwSocket): void {
    socket.close(4001, 'Unauthorized');
    this.recorder.syncCloseSteps.push('@OnOpen went on after close()');
  }

  @OnClose()
  closed(_socket: FwSocket, code: number): void {
    this.recorder.syncCloseSteps.push(`@OnClose ${code}`);
  }
}

/** A message handler that closes its own socket, followed by more handlers of the same message. */
@Gateway('/quit')
export class QuitGateway {
  constructor(private readonly recorder: Recorder) {}

  @OnOpen()
  open(socket: FwSocket): void {
    socket.join('members');
  }

  @SubscribeMessage('quit')
  quit(socket: FwSocket): void {
    socket.close(4000, 'Bye');
    this.recorder.quitSteps.push('quit went on after close()');
  }

  @SubscribeMessage('quit')
  afterQuit(socket: FwSocket): void {
    this.recorder.quitSteps.push(`next handler, rooms ${socket.rooms.join(',')}`);
  }

  @OnMessage()
  message(socket: FwSocket): void {
    this.recorder.quitSteps.push(`@OnMessage, rooms ${socket.rooms.join(',')}`);
  }

  @OnClose()
  closed(socket: FwSocket, code: number): void {
    this.recorder.quitSteps.push(`@OnClose ${code}, rooms ${socket.rooms.join(',')}`);
  }
}

/** Refuses before the upgrade (`@OnUpgrade`). */
@Gateway('/guarded')
export class GuardedGateway {
  constructor(private readonly recorder: Recorder) {}

  @OnUpgrade()
  authorize({ headers, query }: Handshake): Response | { user: string } | false {
    if (query.get('token') === 'forbidden')
      return Response.json({ statusCode: 403, message: 'Forbidden' }, { status: 403 });
    const token = headers.get('authorization') ?? query.get('token');
    return token === 'Bearer good' || token === 'good' ? { user: 'alice' } : false;
  }

  @OnOpen()
  open(socket: FwSocket<{ user: string }>): void {
    this.recorder.guardedOpens++;
    socket.emit('welcome', socket.data);
  }
}

/** Run with a small `maxPayloadLength` and `backpressureLimit`; reports closes through `RoomManager.of()`. */
@Gateway('/limits')
export class LimitsGateway {
  constructor(
    private readonly rooms: RoomManager,
    private readonly recorder: Recorder,
  ) {}

  /** Counts every message; answers only frames that are not envelopes, so events get one reply each. */
  @OnMessage()
  message(socket: FwSocket, message: string | Uint8Array): void {
    this.recorder.limitMessages++;
    if (typeof message !== 'string' || !message.startsWith('{')) socket.emit('size', message.length);
  }

  @SubscribeMessage('join')
  join(socket: FwSocket, room: string): void {
    socket.join(room);
    socket.emit('joined', room);
  }

  @SubscribeMessage('flood')
  flood(socket: FwSocket, size: number): void {
    socket.send('x'.repeat(size));
  }

  @OnDrain()
  drain(socket: FwSocket): void {
    socket.emit('drained');
  }

  @OnClose()
  closed(socket: FwSocket, code: number, reason: string): void {
    this.recorder.closes.push({ namespace: socket.namespace, code, reason });
    this.rooms.of('/limits').broadcast('monitor', 'closed', { id: socket.id, code });
  }
}

/** Holds `@OnOpen` until a test opens `recorder.openGate`, so that messages queue behind it. */
@Gateway('/slow-open')
export class SlowOpenGateway {
  constructor(private readonly recorder: Recorder) {}

  @OnOpen()
  async open(socket: FwSocket): Promise<void> {
    await this.recorder.openGate.promise;
    socket.emit('opened');
  }

  @OnMessage()
  message(socket: FwSocket, message: string | Uint8Array): void {
    this.recorder.slowOpenMessages++;
    socket.emit('size', message.length);
  }

  @OnClose()
  closed(socket: FwSocket, code: number, reason: string): void {
    this.recorder.closes.push({ namespace: socket.namespace, code, reason });
  }
}

/** Records closes with an async step, to show shutdown waits for `@OnClose`. */
@Gateway('/slow-close')
export class SlowCloseGateway {
  constructor(private readonly recorder: Recorder) {}

  @OnOpen()
  open(socket: FwSocket): void {
    socket.emit('welcome');
  }

  @OnClose()
  async closed(socket: FwSocket, code: number, reason: string): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 10));
    this.recorder.closes.push({ namespace: socket.namespace, code, reason });
  }
}

/** Holds its guard (`?hold`) and `@OnClose` until the test releases them, so connections arrive during `stop()`. */
@Gateway('/late')
export class LateGateway {
  constructor(private readonly recorder: Recorder) {}

  @OnUpgrade()
  async authorize({ query }: Handshake): Promise<void> {
    if (!query.has('hold')) return;
    this.recorder.held.resolve();
    await this.recorder.release.promise;
  }

  @OnOpen()
  open(): void {
    this.recorder.lateOpens++;
  }

  @OnClose()
  async closed(socket: FwSocket, code: number, reason: string): Promise<void> {
    await this.recorder.release.promise;
    this.recorder.closes.push({ namespace: socket.namespace, code, reason });
  }
}
