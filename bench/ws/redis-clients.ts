/**
 * The clients of redis.ts, in their own process (pinned to CPU 1): `bun redis-clients.ts <plan as JSON>`
 * (a `ClientsPlan`). Each stack's members join the room on its B. Each round, for each stack, a burst of
 * `ticks` broadcasts on A reaches them through Redis ('across'), and the same burst on B reaches them in B's
 * process ('local'); odd rounds run the four in the reverse order. Prints the `Samples` as JSON.
 */
import { readCpuSeconds } from '../lib/server.ts';
import { fwDriver } from './fw-driver.ts';
import {
  STACKS,
  type Burst,
  type ClientsPlan,
  type Driver,
  type Samples,
  type StackName,
  type Target,
} from './redis-stack.ts';
import { socketIoDriver } from './socket-io-driver.ts';

const { ports, pids, rounds, clients, ticks } = JSON.parse(process.argv[2] as string) as ClientsPlan;
const BURST_LIMIT_MS = 120_000;
const SETTLE_POLLS = 100;
const SETTLE_POLL_MS = 20;

/** A stack's members, all on its B, and its bursts. */
interface Stack {
  readonly members: readonly ((onTick: () => void) => void)[];
  go(target: Target, count: number): void;
  close(): void;
}

async function openStack<Socket>(driver: Driver<Socket>, [portA, portB]: readonly [number, number]): Promise<Stack> {
  const join = async () => {
    const socket = await driver.open(portB);
    await driver.join(socket);
    return socket;
  };
  const members = await Promise.all(Array.from({ length: clients }, join));
  const triggers = { across: await driver.open(portA), local: await driver.open(portB) };
  return {
    members: members.map((socket) => (onTick) => driver.listen(socket, onTick)),
    go: (target, count) => driver.go(triggers[target], count),
    close() {
      for (const socket of [...members, triggers.across, triggers.local]) driver.close(socket);
    },
  };
}

/** CPU seconds so far of a stack's two servers together. */
function readServerCpu(name: StackName): number {
  const [a, b] = pids[name];
  return readCpuSeconds(a) + readCpuSeconds(b);
}

/** Waits (2 s at most) until the servers are idle, so their CPU counts what a burst left, e.g. A's share of 'local'. */
async function settle(name: StackName): Promise<void> {
  let last = readServerCpu(name);
  for (let poll = 0; poll < SETTLE_POLLS; poll++) {
    await Bun.sleep(SETTLE_POLL_MS);
    const now = readServerCpu(name);
    if (now - last < 0.001) return;
    last = now;
  }
}

/** Starts a burst and resolves once every member got every tick and the servers are idle again. */
async function burst(name: StackName, target: Target): Promise<Burst> {
  const stack = stacks[name];
  const deliveries = stack.members.length * ticks;
  let remaining = deliveries;
  const done = Promise.withResolvers<void>();
  for (const listen of stack.members) {
    listen(() => {
      if (--remaining === 0) done.resolve();
    });
  }
  const timer = setTimeout(
    () => done.reject(new Error(`${name} ${target}: ${remaining} deliveries missing`)),
    BURST_LIMIT_MS,
  );
  const [serverCpu, redisCpu, clientCpu] = [
    readServerCpu(name),
    readCpuSeconds(pids.redis),
    readCpuSeconds(process.pid),
  ];
  const started = performance.now();
  stack.go(target, ticks);
  await done.promise;
  const seconds = (performance.now() - started) / 1000;
  const clientCpuAfter = readCpuSeconds(process.pid);
  clearTimeout(timer);
  await settle(name);
  return {
    deliveries,
    seconds,
    serverCpu: readServerCpu(name) - serverCpu,
    redisCpu: readCpuSeconds(pids.redis) - redisCpu,
    clientCpu: clientCpuAfter - clientCpu,
  };
}

const stacks: Record<StackName, Stack> = {
  fw: await openStack(fwDriver, ports.fw),
  'socket.io': await openStack(socketIoDriver, ports['socket.io']),
};
const measures = STACKS.flatMap((name) => (['across', 'local'] as const).map((target) => [name, target] as const));
const samples: Samples = { fw: { across: [], local: [] }, 'socket.io': { across: [], local: [] } };
for (let round = 0; round < rounds; round++) {
  for (const [name, target] of round % 2 === 0 ? measures : measures.toReversed()) {
    samples[name][target].push(await burst(name, target));
  }
}
console.log(JSON.stringify(samples));
for (const stack of Object.values(stacks)) stack.close();
