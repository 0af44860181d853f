/**
 * The client side, in its own process (pinned to CPU 1 by run.ts). Usage:
 *   bun clients.ts <fwPort> <rawPort> <rounds> <clients> <ticks> <echoClients> <echoTrips>
 * Prints one JSON object: per target, one sample per round of the wall-clock rate and of the rate per
 * second of server CPU (the server's own getrusage, asked before and after, so CPU time that other jobs
 * on the machine take does not count).
 */
const [fwPort, rawPort, rounds, clientCount, ticks, echoClients, echoTrips] = process.argv.slice(2).map(Number);

interface Target {
  readonly name: string;
  readonly url: string;
  /** The `mode` sent with `go`. */
  readonly mode: string;
}

interface Room {
  readonly members: WebSocket[];
  readonly controller: WebSocket;
}

export interface Sample {
  /** Per second of wall clock, as the clients saw it. */
  readonly rate: number;
  /** Per second of server CPU. */
  readonly cpuRate: number;
  /** Per second of the server's publish loop (fan-out only; the loop's own timing, sent back to the trigger). */
  readonly loopRate?: number;
}

const rawUrl = `ws://127.0.0.1:${rawPort}/`;
const fwUrl = `ws://127.0.0.1:${fwPort}/bench`;
const fanOut: Target[] = [
  { name: 'raw server.publish', url: rawUrl, mode: 'server' },
  { name: 'raw ws.publish', url: rawUrl, mode: 'socket' },
  { name: 'fw RoomManager.broadcast', url: fwUrl, mode: 'broadcast' },
  { name: 'fw to(room).emit', url: fwUrl, mode: 'to' },
  { name: 'fw process, server.publish', url: fwUrl, mode: 'direct' },
];
const echo: Target[] = [
  { name: 'raw echo', url: rawUrl, mode: 'echo' },
  { name: 'fw @SubscribeMessage echo', url: fwUrl, mode: 'echo' },
];

/** The server's CPU time in seconds, asked over the controller socket. */
function serverCpuSeconds(controller: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    controller.onmessage = (event) => resolve((JSON.parse(String(event.data)) as { data: number }).data / 1e6);
    controller.send(JSON.stringify({ event: 'cpu' }));
  });
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.onopen = () => resolve(socket);
    socket.onerror = () => reject(new Error(`cannot open ${url}`));
  });
}

function once(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => socket.addEventListener('message', () => resolve(), { once: true }));
}

/** The members join the room; a separate controller socket (not a member) triggers each burst. */
async function setUpRoom(url: string): Promise<Room> {
  const members = await Promise.all(Array.from({ length: clientCount }, () => open(url)));
  await Promise.all(
    members.map((socket) => {
      const joined = once(socket);
      socket.send(JSON.stringify({ event: 'join' }));
      return joined;
    }),
  );
  return { members, controller: await open(url) };
}

async function measure(controller: WebSocket, count: number, work: () => Promise<number | undefined>): Promise<Sample> {
  const cpuBefore = await serverCpuSeconds(controller);
  const started = performance.now();
  const loopMs = await work();
  const seconds = (performance.now() - started) / 1000;
  const sample = { rate: count / seconds, cpuRate: count / ((await serverCpuSeconds(controller)) - cpuBefore) };
  return loopMs === undefined ? sample : { ...sample, loopRate: count / (loopMs / 1000) };
}

/** Delivered messages across all members for one burst of `ticks` publishes. */
function measureFanOut(room: Room, target: Target): Promise<Sample> {
  return measure(room.controller, room.members.length * ticks, async () => {
    let remaining = room.members.length;
    const done = new Promise<void>((resolve) => {
      for (const socket of room.members) {
        let received = 0;
        socket.onmessage = () => {
          if (++received === ticks && --remaining === 0) resolve();
        };
      }
    });
    const published = new Promise<number>((resolve) => {
      room.controller.onmessage = (event) => resolve((JSON.parse(String(event.data)) as { data: number }).data);
    });
    room.controller.send(JSON.stringify({ event: 'go', data: { mode: target.mode, count: ticks } }));
    await done;
    return published;
  });
}

/** Round trips: every echo socket does `echoTrips` sequential round trips. */
function measureEcho(sockets: WebSocket[], controller: WebSocket): Promise<Sample> {
  const frame = JSON.stringify({ event: 'echo', data: { n: 1, text: 'ping' } });
  return measure(controller, sockets.length * echoTrips, async () => {
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            let left = echoTrips;
            socket.onmessage = () => {
              if (--left === 0) resolve();
              else socket.send(frame);
            };
            socket.send(frame);
          }),
      ),
    );
    return undefined;
  });
}

const rooms = new Map<string, Room>();
for (const url of [rawUrl, fwUrl]) rooms.set(url, await setUpRoom(url));
const echoSockets = new Map<string, WebSocket[]>();
for (const target of echo)
  echoSockets.set(target.name, await Promise.all(Array.from({ length: echoClients }, () => open(target.url))));

const samples: Record<string, Sample[]> = {};
// One warm-up round, not recorded; then the order alternates per round so drift hits every target alike.
for (let round = 0; round <= rounds; round++) {
  for (const target of round % 2 === 0 ? fanOut : [...fanOut].reverse()) {
    const sample = await measureFanOut(rooms.get(target.url) as Room, target);
    if (round > 0) (samples[target.name] ??= []).push(sample);
  }
  for (const target of round % 2 === 0 ? echo : [...echo].reverse()) {
    const sample = await measureEcho(
      echoSockets.get(target.name) as WebSocket[],
      (rooms.get(target.url) as Room).controller,
    );
    if (round > 0) (samples[target.name] ??= []).push(sample);
  }
}
console.log(JSON.stringify(samples));
process.exit(0);
