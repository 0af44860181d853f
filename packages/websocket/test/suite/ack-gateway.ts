import { BadRequestException } from '@fw/core';
import { Gateway, OnError, OnMessage, SubscribeMessage, type FwSocket } from '../../src/index.ts';

/** Handlers that answer: the acks suite reads their return values over the wire. */
@Gateway('/acks')
export class AckGateway {
  @SubscribeMessage('add')
  add(_socket: FwSocket, data: { a: number; b: number }): number {
    const valid = typeof data?.a === 'number' && typeof data.b === 'number';
    if (!valid) throw new BadRequestException('a and b must be numbers');
    return data.a + data.b;
  }

  @SubscribeMessage('later')
  async later(_socket: FwSocket, data: string): Promise<{ upper: string }> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { upper: data.toUpperCase() };
  }

  @SubscribeMessage('nothing')
  nothing(): void {}

  /** Two handlers: the ack is the first one's value, sent once the second (async) has finished. */
  @SubscribeMessage('both')
  first(): string {
    return 'first';
  }

  @SubscribeMessage('both')
  async second(socket: FwSocket): Promise<string> {
    await Promise.resolve();
    socket.emit('second-done');
    return 'second';
  }

  @SubscribeMessage('boom')
  boom(): never {
    throw new Error('secret detail');
  }

  @SubscribeMessage('async-boom')
  async asyncBoom(): Promise<never> {
    await Promise.resolve();
    throw new Error('async secret detail');
  }

  @SubscribeMessage('bigint')
  bigint(): bigint {
    return 10n;
  }

  @SubscribeMessage('ping')
  ping(socket: FwSocket): string {
    socket.emit('pong');
    return 'pong';
  }

  @OnMessage()
  raw(socket: FwSocket, message: string | Uint8Array): void {
    if (typeof message === 'string' && message.includes('"raw-too"')) socket.emit('raw', message);
  }

  @OnError()
  error(socket: FwSocket, error: Error): void {
    socket.emit('error', { name: error.name, message: error.message });
  }
}

/** No `@OnError`: an error answered in an ack is logged unless it is an `HttpException`. */
@Gateway('/acks-quiet')
export class QuietAckGateway {
  @SubscribeMessage('bad')
  bad(): never {
    throw new BadRequestException('the client is told');
  }

  @SubscribeMessage('boom')
  boom(): never {
    throw new Error('the log is told');
  }
}
