// The socket client against a real fw server (../server: a gateway on Bun's WebSocket), through the global
// WebSocket as a browser uses it: acks, events, the buffer, reconnecting after a restart on the same port,
// and the close codes that end it.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { socket, type AckError, type ConnectOptions, type SocketClose } from '../../src/ws/index.ts';
import type { Sockets } from './contract.ts';
import { seen } from './server/src/chat.gateway.ts';
import { startChatServer, type ChatServer } from './server/src/start.ts';

/** Quick retries, so a reconnect takes milliseconds; the backoff itself is unit-tested. */
const FAST = { delay: 10, maxDelay: 40 };

/** The error an ack promise rejected with. */
function failure(promise: Promise<unknown>): Promise<AckError> {
  return promise.then(
    () => Promise.reject(new Error('the ack resolved')),
    (error: AckError) => error,
  );
}

/** A safety net against a hung test, not a timing assertion: fails with what it waited for. */
async function until(what: string, ready: () => boolean, limit = 5000): Promise<void> {
  for (const deadline = Date.now() + limit; !ready(); await Bun.sleep(5)) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
  }
}

let server: ChatServer;
const clients: { close(): void }[] = [];

function connect(options: ConnectOptions = {}) {
  const chat = socket<Sockets>(server.url).ws.chat.connect({ reconnect: FAST, ...options });
  clients.push(chat);
  return chat;
}

/** Connects and waits for the gateway's welcome, so the socket is open and the gateway saw it. */
async function connected(options: ConnectOptions = {}) {
  const chat = connect(options);
  let welcomed = false;
  const stop = chat.on('welcome', () => (welcomed = true));
  await until('the welcome', () => welcomed);
  stop();
  return chat;
}

beforeAll(async () => {
  server = await startChatServer();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(() => server.stop());

describe('events and acks', () => {
  test('emitWithAck resolves with the handler value, typed by the contract', async () => {
    const chat = await connected();
    expect(await chat.emitWithAck('add', { a: 2, b: 3 })).toBe(5);
    expect(await chat.emitWithAck('message', { text: 'ack me' })).toBeNull();
    const history = await chat.emitWithAck('history');
    expect(history.at(-1)).toEqual({ from: 'server', text: 'ack me', sentAt: '1970-01-01T00:00:00.000Z' });
  });

  test('an error ack rejects with the server status and message; a timeout and an unknown event too', async () => {
    const chat = await connected();
    const failed = await failure(chat.emitWithAck('add', { a: 1 } as never));
    expect([failed.name, failed.status, failed.message]).toEqual(['AckError', 400, 'a and b must be numbers']);
    const late = await failure(chat.emitWithAck('stall', undefined, { timeout: 50 }));
    expect([late.status, late.message]).toEqual([0, 'no ack within the timeout']);
    // A client whose contract has an event the server does not take (an untyped client's mistake).
    type Stale = { ws: { chat: { connect: { emit: { nope: { data: undefined; ack: null } }; on: {} } } } };
    const other = socket<Stale>(server.url).ws.chat.connect();
    clients.push(other);
    const missing = await failure(other.emitWithAck('nope'));
    expect([missing.status, missing.message]).toEqual([404, "Not Found: /ws/chat has no handler for the event 'nope'"]);
  });

  test('timeout: Infinity and past 2^31 - 1 ms wait; a non-positive or NaN timeout is a TypeError', async () => {
    const chat = await connected();
    const waiting = [Number.POSITIVE_INFINITY, 2 ** 31, 2 ** 40].map((timeout) => {
      const outcome = { settled: false, error: undefined as AckError | undefined };
      chat.emitWithAck('stall', undefined, { timeout }).then(
        () => (outcome.settled = true),
        (error: AckError) => ((outcome.settled = true), (outcome.error = error)),
      );
      return outcome;
    });
    // The server answers the next ack after the stalled ones, so by then a clamped timer would have fired.
    expect(await chat.emitWithAck('add', { a: 1, b: 1 })).toBe(2);
    await Bun.sleep(20);
    expect(waiting.map((outcome) => outcome.settled)).toEqual([false, false, false]);
    chat.close();
    await until('the close rejects them', () => waiting.every((outcome) => outcome.settled));
    expect(waiting.map((outcome) => outcome.error?.message)).toEqual(Array(3).fill('closed (1000) before the ack'));
    const open = await connected();
    for (const timeout of [0, -1, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(() => open.emitWithAck('add', { a: 1, b: 1 }, { timeout })).toThrow(
        `@fw/client: emitWithAck's timeout must be a positive number of milliseconds or Infinity, got ${timeout}`,
      );
    }
  });

  test('on() receives what the server sends, off() and the returned function stop it', async () => {
    const chat = await connected();
    const texts: string[] = [];
    const listener = (message: { text: string }) => texts.push(message.text);
    const stop = chat.on('message', listener);
    chat.on('message', (message) => texts.push(`second ${message.text}`));
    chat.emit('message', { text: 'one' });
    await until('two deliveries', () => texts.length === 2);
    stop();
    chat.emit('message', { text: 'two' });
    await until('the second listener', () => texts.length === 3);
    expect(texts).toEqual(['one', 'second one', 'second two']);
  });
});

describe('reconnecting', () => {
  test('after the server restarts on the same port the client reconnects, and onOpen says so', async () => {
    const opens: boolean[] = [];
    const closes: SocketClose[] = [];
    const onOpen = ({ reconnected }: { reconnected: boolean }) => opens.push(reconnected);
    const chat = await connected({ onOpen, onClose: (event) => closes.push(event) });
    await server.stop();
    await until('the close', () => closes.length === 1);
    expect(closes[0]).toEqual({ code: 1001, reason: 'Server shutting down', reconnecting: true });
    expect(chat.status).toBe('reconnecting');
    server = await startChatServer(server.port);
    await until('the reopen', () => opens.length === 2);
    expect(opens).toEqual([false, true]);
    expect(chat.status).toBe('open');
    expect(await chat.emitWithAck('add', { a: 1, b: 1 })).toBe(2);
  });

  test('what is emitted while the server is down is delivered, in order, once it is back', async () => {
    const chat = await connected();
    await server.stop();
    await until('the reconnecting state', () => chat.status === 'reconnecting');
    const before = seen.texts.length;
    chat.emit('message', { text: 'buffered 1' });
    chat.emit('message', { text: 'buffered 2' });
    const sum = chat.emitWithAck('add', { a: 20, b: 22 });
    server = await startChatServer(server.port);
    expect(await sum).toBe(42);
    expect(seen.texts.slice(before)).toEqual(['buffered 1', 'buffered 2']);
  });

  test('the buffer is bounded: the oldest frame goes, and an ack among the dropped rejects', async () => {
    const chat = await connected({ buffer: 2 });
    await server.stop();
    await until('the reconnecting state', () => chat.status === 'reconnecting');
    const before = seen.texts.length;
    const dropped = failure(chat.emitWithAck('add', { a: 1, b: 1 }));
    chat.emit('message', { text: 'kept 1' });
    chat.emit('message', { text: 'kept 2' });
    const error = await dropped;
    expect([error.status, error.message]).toEqual([0, 'dropped from the full buffer']);
    server = await startChatServer(server.port);
    await until('the kept frames', () => seen.texts.length === before + 2);
    expect(seen.texts.slice(before)).toEqual(['kept 1', 'kept 2']);
  });

  test('a final close code is not retried; another application code is; reconnect() connects again', async () => {
    const closes: SocketClose[] = [];
    const opensBefore = seen.opens;
    const chat = connect({ query: { token: 'bad' }, finalCloseCodes: [4001], onClose: (event) => closes.push(event) });
    await until('the refusal', () => closes.length === 1);
    expect(closes[0]).toEqual({ code: 4001, reason: 'Unauthorized', reconnecting: false });
    expect(chat.status).toBe('closed');
    // Many backoff periods (10 to 40 ms) go by: a retry would have reached the gateway.
    await Bun.sleep(300);
    expect(seen.opens).toBe(opensBefore + 1);
    chat.reconnect();
    await until('the asked-for attempt', () => seen.opens === opensBefore + 2);

    const retried: SocketClose[] = [];
    connect({ query: { token: 'flaky' }, finalCloseCodes: [4001], onClose: (event) => retried.push(event) });
    await until('three attempts', () => retried.length >= 3);
    expect(retried[0]).toEqual({ code: 4002, reason: 'Try again', reconnecting: true });
  });

  test('a close by the server with 1000, close() and reconnect: false end it; pending acks reject', async () => {
    const chat = await connected();
    const closes: SocketClose[] = [];
    const ended = await connected({ onClose: (event) => closes.push(event) });
    ended.emit('leave');
    await until('the server close', () => closes.length === 1);
    expect(closes[0]).toEqual({ code: 1000, reason: 'Bye', reconnecting: false });

    const pending = failure(chat.emitWithAck('stall'));
    chat.close();
    expect(chat.status).toBe('closed');
    expect((await pending).message).toBe('closed (1000) before the ack');
    chat.emit('message', { text: 'after close' });
    expect((await failure(chat.emitWithAck('history'))).message).toBe('the socket is closed');

    const once: SocketClose[] = [];
    const single = await connected({ reconnect: false, onClose: (event) => once.push(event) });
    await server.stop();
    await until('the close', () => once.length === 1);
    expect(once[0]).toMatchObject({ code: 1001, reconnecting: false });
    expect(single.status).toBe('closed');
    server = await startChatServer(server.port);
  });
});
