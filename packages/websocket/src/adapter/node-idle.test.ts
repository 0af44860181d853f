import { expect, test } from 'bun:test';
import { watchIdle } from './node-idle.ts';
import type { WsConnection } from './ws-module.ts';

interface Fake {
  readonly ws: WsConnection;
  pings: number;
  terminated: boolean;
  onPing?: () => void;
}

function fake(): Fake {
  const state: Fake = { ws: undefined as unknown as WsConnection, pings: 0, terminated: false };
  const ws = {
    ping() {
      state.pings++;
      state.onPing?.();
    },
    terminate() {
      state.terminated = true;
    },
  };
  return Object.assign(state, { ws: ws as unknown as WsConnection });
}

async function until(done: () => boolean): Promise<void> {
  for (let wait = 0; wait < 200 && !done(); wait++) await new Promise((resolve) => setTimeout(resolve, 10));
}

test('idleTimeout with sendPings: a silent socket is pinged once, then cut; one that answers stays', async () => {
  const idle = watchIdle(0.2, true);
  const [silent, answering] = [fake(), fake()];
  idle.watch(silent.ws);
  const watched = idle.watch(answering.ws);
  answering.onPing = () => watched.seen();
  await until(() => silent.terminated);
  expect([silent.terminated, silent.pings]).toEqual([true, 1]);
  await until(() => answering.pings > 1);
  expect([answering.terminated, answering.pings > 1]).toEqual([false, true]);
  idle.stop();
});

test('idleTimeout without sendPings cuts a silent socket unpinged; 0 watches nothing', async () => {
  const idle = watchIdle(0.2, false);
  const silent = fake();
  idle.watch(silent.ws);
  await until(() => silent.terminated);
  expect([silent.terminated, silent.pings]).toEqual([true, 0]);
  idle.stop();
  const off = watchIdle(0, true);
  const kept = fake();
  off.watch(kept.ws);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect([kept.terminated, kept.pings]).toEqual([false, 0]);
});
