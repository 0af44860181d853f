import { BadRequestException } from '@fw/core';
import { Gateway, OnOpen, SubscribeMessage, type FwSocket } from '@fw/websocket';

export interface ChatMessage {
  from: string;
  text: string;
  sentAt: Date;
}

/** What the server saw, across restarts (one module, one process). */
export const seen = { opens: 0, texts: [] as string[] };

type ChatSocket = FwSocket<unknown, ChatGateway['emits']>;

/** The gateway the socket client's tests talk to; its contract is ../contract.ts, generated. */
@Gateway('/ws/chat')
export class ChatGateway {
  declare readonly emits: { message: ChatMessage; welcome: { opens: number }; bye: undefined };

  @OnOpen()
  open(socket: ChatSocket): void {
    seen.opens++;
    const token = socket.handshake.query.get('token');
    if (token === 'bad') return socket.close(4001, 'Unauthorized');
    if (token === 'flaky') return socket.close(4002, 'Try again');
    socket.emit('welcome', { opens: seen.opens });
  }

  @SubscribeMessage('message')
  say(socket: ChatSocket, data: { text: string }): void {
    seen.texts.push(data.text);
    socket.emit('message', { from: 'server', text: data.text, sentAt: new Date(0) });
  }

  @SubscribeMessage('add')
  add(_socket: ChatSocket, data: { a: number; b: number }): number {
    const valid = typeof data?.a === 'number' && typeof data.b === 'number';
    if (!valid) throw new BadRequestException('a and b must be numbers');
    return data.a + data.b;
  }

  @SubscribeMessage('history')
  async history(): Promise<ChatMessage[]> {
    return seen.texts.map((text) => ({ from: 'server', text, sentAt: new Date(0) }));
  }

  @SubscribeMessage('stall')
  stall(): Promise<string> {
    return new Promise(() => {});
  }

  @SubscribeMessage('leave')
  leave(socket: ChatSocket): void {
    socket.emit('bye');
    socket.close(1000, 'Bye');
  }
}
