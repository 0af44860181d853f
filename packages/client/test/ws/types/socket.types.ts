// Type-level tests of `socket<Sockets>`, compiled with `tsc --noEmit -p` by ../types.test.ts, against the
// contract the generator wrote for ../server (../contract.ts). Every `@ts-expect-error` line must be an error
// and every `expectType` must hold; the test also breaks each expectation in turn and checks that the file
// then fails at that line. No Node or Bun types are loaded (`types: []`): the client compiles for the browser.
import { socket, type AckError, type SocketStatus } from '../../../src/ws/index.ts';
import type { ChatMessage, Sockets } from '../contract.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
declare function expectType<T extends true>(): void;

const options = { query: { room: 'general', token: undefined }, finalCloseCodes: [4001] };
const chat = socket<Sockets>('').ws.chat.connect(options);

export function paths() {
  socket<Sockets>('http://localhost:3000').ws.chat.connect();
  // @ts-expect-error a wrong path: there is no /ws/chats gateway
  socket<Sockets>('').ws.chats.connect();
  // @ts-expect-error a node above a gateway is not one
  socket<Sockets>('').ws.connect();
  // @ts-expect-error an unknown option
  socket<Sockets>('').ws.chat.connect({ retries: 3 });
  expectType<Equal<typeof chat.status, SocketStatus>>();
}

export function listening() {
  const stop = chat.on('message', (message) => {
    expectType<Equal<typeof message, ChatMessage>>();
  });
  stop();
  chat.on('welcome', ({ opens }) => {
    expectType<Equal<typeof opens, number>>();
  });
  chat.on('bye', (data) => {
    expectType<Equal<typeof data, undefined>>();
  });
  // @ts-expect-error an event the server does not send
  chat.on('mesage', () => {});
  // @ts-expect-error a listener that expects another payload
  chat.on('welcome', (data: { opens: string }) => data);
  const listener = (message: ChatMessage) => message.text;
  chat.off('message', listener);
  // @ts-expect-error off is typed too
  chat.off('welcome', listener);
}

export function emitting() {
  chat.emit('message', { text: 'hi' });
  chat.emit('history');
  // @ts-expect-error a wrong event name
  chat.emit('mesage', { text: 'hi' });
  // @ts-expect-error a wrong payload
  chat.emit('message', { text: 1 });
  // @ts-expect-error a missing payload
  chat.emit('message');
  // @ts-expect-error a payload for an event that takes none
  chat.emit('history', { since: 1 });
}

export async function acks() {
  const sum = await chat.emitWithAck('add', { a: 1, b: 2 }, { timeout: 1000 });
  expectType<Equal<typeof sum, number>>();
  const history = await chat.emitWithAck('history');
  expectType<Equal<typeof history, ChatMessage[]>>();
  const none = await chat.emitWithAck('message', { text: 'hi' });
  expectType<Equal<typeof none, null>>();
  // @ts-expect-error a wrong ack type
  const wrong: string = await chat.emitWithAck('add', { a: 1, b: 2 });
  // @ts-expect-error a wrong payload with an ack
  await chat.emitWithAck('add', { a: '1', b: 2 });
  // @ts-expect-error a wrong event name with an ack
  await chat.emitWithAck('ad', { a: 1, b: 2 });
  // @ts-expect-error an unknown ack option
  await chat.emitWithAck('history', undefined, { retries: 1 });
  try {
    await chat.emitWithAck('history');
  } catch (error) {
    const failure = error as AckError;
    expectType<Equal<typeof failure.status, number>>();
  }
  return wrong;
}

export function closing() {
  chat.close(4000, 'done');
  chat.reconnect();
  // @ts-expect-error a close code is a number
  chat.close('4000');
}
