import { afterAll, expect, test } from 'bun:test';
import { createServer, type Server, type Socket } from 'node:net';
import { LOOPBACK, RawConnection, RawHttpError, takeResponse, timeRequest } from './raw-http.ts';

const server = Bun.serve({
  hostname: LOOPBACK,
  port: 0,
  fetch: (request) =>
    new URL(request.url).pathname === '/bye'
      ? new Response('bye', { headers: { connection: 'close' } })
      : Response.json({ path: new URL(request.url).pathname }),
});
afterAll(() => server.stop(true));

/** A TCP server that reads one request and then does `act` to the socket. */
function misbehaving(act: (socket: Socket) => void): Promise<Server> {
  return new Promise((resolve) => {
    const tcp = createServer((socket) => socket.once('data', () => act(socket)));
    tcp.listen(0, LOOPBACK, () => resolve(tcp));
  });
}

function portOf(tcp: Server): number {
  return (tcp.address() as { port: number }).port;
}

async function failureOf(promise: Promise<unknown>): Promise<RawHttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof RawHttpError)) throw new Error(`expected a RawHttpError, got ${String(error)}`);
  return error;
}

test('two requests on one kept-alive connection, each with its status and body length', async () => {
  const connection = await RawConnection.open(server.port as number);
  const first = await connection.request('/a');
  const second = await connection.request('/bc');
  expect([first.status, first.bodyBytes, first.close, second.bodyBytes]).toEqual([200, 13, false, 14]);
  expect(second.headers.get('content-type')).toStartWith('application/json');
  expect(connection.usable).toBe(true);
  connection.destroy();
});

test("the server's Connection: close is reported, and the connection takes no further request", async () => {
  const connection = await RawConnection.open(server.port as number);
  const response = await connection.request('/bye');
  expect([response.status, response.close, connection.usable]).toEqual([200, true, false]);
  expect((await failureOf(connection.request('/again'))).kind).toBe('closed');
});

test('a connection the server ends before answering is "closed", one it resets is "reset"', async () => {
  const ending = await misbehaving((socket) => socket.end());
  const resetting = await misbehaving((socket) => socket.resetAndDestroy());
  try {
    const ended = await RawConnection.open(portOf(ending));
    expect((await failureOf(ended.request('/'))).kind).toBe('closed');
    const reset = await RawConnection.open(portOf(resetting));
    const failure = await failureOf(reset.request('/'));
    expect([failure.kind, failure.code]).toEqual(['reset', 'ECONNRESET']);
  } finally {
    ending.close();
    resetting.close();
  }
});

test('a port nothing listens on is "refused"', async () => {
  const closed = await misbehaving(() => {});
  const port = portOf(closed);
  await new Promise((resolve) => closed.close(resolve));
  expect((await failureOf(RawConnection.open(port))).kind).toBe('refused');
});

test('timeRequest times one request on a new connection and refuses a non-200', async () => {
  expect(await timeRequest(server.port as number, '/x')).toBeGreaterThan(0);
  const notFound = Bun.serve({ hostname: LOOPBACK, port: 0, fetch: () => new Response('no', { status: 404 }) });
  try {
    await expect(timeRequest(notFound.port as number, '/x')).rejects.toThrow('GET /x answered 404');
  } finally {
    await notFound.stop(true);
  }
});

test('a response is taken only once its head and whole body are in, and pipelined ones one by one', () => {
  const one = 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok';
  expect(takeResponse(Buffer.from(one.slice(0, 20)))).toBeUndefined();
  expect(takeResponse(Buffer.from(one.slice(0, -1)))).toBeUndefined();
  const two = Buffer.from(`${one}HTTP/1.1 204 No Content\r\n\r\n`);
  const first = takeResponse(two);
  expect([first?.value.status, first?.value.close, first?.length]).toEqual([200, true, one.length]);
  expect(takeResponse(two.subarray(first?.length))?.value.status).toBe(204);
});
