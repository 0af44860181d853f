// Type-level tests of the server's typed events, checked by `npm run typecheck` (this folder is in the
// package's tsconfig): every `@ts-expect-error` line must be an error, or tsc reports the unused directive.
import { Gateway, OnOpen, SubscribeMessage, type FwSocket, type RoomManager } from '../../src/index.ts';

interface ChatMessage {
  text: string;
  at: string;
}

@Gateway('/typed')
export class TypedGateway {
  /** The one declaration: the contract's `on` events, and what every emit below is checked against. */
  declare readonly emits: { message: ChatMessage; ping: undefined; count: number };

  @OnOpen()
  open(socket: FwSocket<{ user: string }, TypedGateway['emits']>): void {
    socket.emit('message', { text: 'hi', at: '' });
    socket.emit('ping');
    socket.to('lobby').emit('count', 1);
    socket.publish('lobby', 'count', 2);
    greet(socket);
    // @ts-expect-error an event the gateway does not declare
    socket.emit('mesage', { text: 'hi', at: '' });
    // @ts-expect-error a wrong payload
    socket.emit('message', { text: 1, at: '' });
    // @ts-expect-error a payload the event requires
    socket.emit('count');
    // @ts-expect-error to(room).emit is checked too
    socket.to('lobby').emit('count', 'one');
    // @ts-expect-error publish is checked too
    socket.publish('lobby', 'nope', 1);
  }

  @SubscribeMessage('say')
  say(socket: FwSocket<unknown, TypedGateway['emits']>, data: { text: string }): ChatMessage {
    return { text: data.text, at: socket.id };
  }
}

/** A helper that takes a plain socket accepts a typed one. */
function greet(socket: FwSocket): void {
  socket.emit('anything', { at: 'all' });
}

export function broadcasts(rooms: RoomManager): void {
  rooms.of(TypedGateway).broadcast('lobby', 'message', { text: 'hi', at: '' });
  rooms.of(TypedGateway).broadcast('lobby', 'ping');
  // @ts-expect-error of(Gateway) checks the gateway's events
  rooms.of(TypedGateway).broadcast('lobby', 'message', { text: 1 });
  // @ts-expect-error an event it does not declare
  rooms.of(TypedGateway).broadcast('lobby', 'other');
  // By path, or the bare broadcast: any event, as before.
  rooms.of('/typed').broadcast('lobby', 'other', 1);
  rooms.broadcast('lobby', 'other');
}
