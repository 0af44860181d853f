/**
 * The clients of redis.ts, in their own process (pinned to CPU 1): `bun redis-clients.ts <portA> <portB>
 * <rounds> <clients> <ticks>`. The members join the room on B. Each round, a burst of `ticks`
 * `RoomManager.broadcast` calls on A reaches them through Redis ('across'), and the same burst on B reaches
 * them in B's process ('local'), the order alternating. Prints one JSON object: delivered messages per
 * second of wall clock, at the clients, per round and target.
 */
const [portA, portB, rounds, clientCount, ticks] = process.argv.slice(2).map(Number) as number[];
const BURST_LIMIT_MS = 120_000;

/** Delivered messages per second, one sample per round. */
export type Samples = Record<'across' | 'local', number[]>;

function open(port: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/bench`);
    socket.onopen = () => resolve(socket);
    socket.onerror = () => reject(new Error(`cannot open port ${port}`));
  });
}

async function member(port: number): Promise<WebSocket> {
  const socket = await open(port);
  const joined = new Promise((resolve) => (socket.onmessage = resolve));
  socket.send(JSON.stringify({ event: 'join' }));
  await joined;
  return socket;
}

/** Sends `go` on `trigger`; resolves with delivered messages per second once every member got every tick. */
async function burst(trigger: WebSocket, members: WebSocket[]): Promise<number> {
  let remaining = members.length * (ticks as number);
  const done = Promise.withResolvers<void>();
  for (const socket of members) {
    socket.onmessage = () => {
      if (--remaining === 0) done.resolve();
    };
  }
  const timer = setTimeout(() => done.reject(new Error(`${remaining} deliveries missing`)), BURST_LIMIT_MS);
  const started = performance.now();
  trigger.send(JSON.stringify({ event: 'go', data: { mode: 'broadcast', count: ticks } }));
  await done.promise;
  clearTimeout(timer);
  return (members.length * (ticks as number)) / ((performance.now() - started) / 1000);
}

const members = await Promise.all(Array.from({ length: clientCount as number }, () => member(portB as number)));
const [onA, onB] = [await open(portA as number), await open(portB as number)];
const samples: Samples = { across: [], local: [] };
for (let round = 0; round < (rounds as number); round++) {
  const order = round % 2 === 0 ? (['across', 'local'] as const) : (['local', 'across'] as const);
  for (const target of order) samples[target].push(await burst(target === 'across' ? onA : onB, members));
}
console.log(JSON.stringify(samples));
for (const socket of [...members, onA, onB]) socket.close();
