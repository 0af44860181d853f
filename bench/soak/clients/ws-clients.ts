/**
 * WebSocket clients in a process of their own (scenario ws), so that killing it drops every socket
 * without a close frame. `bun ws-clients.ts <url> <count>` opens `count` sockets, 100 at a time, then
 * prints `open {"open":n,"failed":f}`. Then, per line read on stdin:
 *   expect <n>   count messages from zero; print `done {...}` once every open socket has n
 *   report       print `done {...}` now, with what has arrived (once per `expect`)
 * `done` carries `received` (all sockets), `complete` (sockets with all n) and `lastAt` (epoch ms of the
 * last message, comparable across processes).
 */
import { createInterface } from 'node:readline';

const [url, countText] = process.argv.slice(2);
const count = Number(countText);
const BATCH = 100;

const sockets: WebSocket[] = [];
const received = new Map<WebSocket, number>();
let expected = Number.POSITIVE_INFINITY;
let complete = 0;
let total = 0;
let lastAt = 0;
let reported = true;

function open(): Promise<WebSocket | undefined> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.onopen = () => resolve(socket);
    socket.onerror = () => resolve(undefined);
    socket.onmessage = () => {
      const mine = (received.get(socket) ?? 0) + 1;
      received.set(socket, mine);
      total++;
      lastAt = performance.timeOrigin + performance.now();
      if (mine === expected && ++complete === sockets.length) report();
    };
  });
}

function report(): void {
  if (reported) return;
  reported = true;
  console.log(`done ${JSON.stringify({ received: total, complete, lastAt })}`);
}

let failed = 0;
for (let start = 0; start < count; start += BATCH) {
  const batch = await Promise.all(Array.from({ length: Math.min(BATCH, count - start) }, open));
  for (const socket of batch) {
    if (socket === undefined) failed++;
    else sockets.push(socket);
  }
}
console.log(`open ${JSON.stringify({ open: sockets.length, failed })}`);

for await (const line of createInterface({ input: process.stdin })) {
  const [command, argument] = line.split(' ');
  if (command === 'expect') {
    received.clear();
    [expected, complete, total, lastAt, reported] = [Number(argument), 0, 0, 0, false];
    console.log('armed');
  } else if (command === 'report') report();
}
