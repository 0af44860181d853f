import { expect, test } from 'bun:test';
import type { Burst, Samples } from './redis-stack.ts';
import { summarize, toFigures } from './redis-summary.ts';

const burst = (seconds: number, serverCpu = 1): Burst => ({
  deliveries: 1000,
  seconds,
  serverCpu,
  redisCpu: 0.01,
  clientCpu: 1,
});

test('a burst: deliveries per wall and per server CPU second, Redis µs per broadcast, client busy share', () => {
  const figures = toFigures({ deliveries: 1000, seconds: 2, serverCpu: 0.5, redisCpu: 0.001, clientCpu: 1.5 }, 100);
  expect(figures).toEqual({ rate: 500, serverCpuRate: 2000, redisUsPerBroadcast: 10, clientBusy: 0.75 });
});

test('fw / socket.io is the median of the ratios per round, not the ratio of the medians', () => {
  // fw twice as fast in rounds 1 and 2, a third as fast in round 3: paired 2, 2, 1/3 (median 2); the medians
  // of the rates (333 and 500) would give 0.67.
  const samples: Samples = {
    fw: { across: [burst(1), burst(4), burst(3)], local: [burst(1), burst(1), burst(1)] },
    'socket.io': { across: [burst(2), burst(8), burst(1)], local: [burst(2), burst(2), burst(4)] },
  };
  const { medians, ratios } = summarize(samples, 10);
  expect([medians.fw.across.rate, medians['socket.io'].across.rate]).toEqual([1000 / 3, 500]);
  expect(ratios['fw / socket.io'].across).toEqual({ rate: 2, serverCpuRate: 1 });
  expect(ratios['fw / socket.io'].local.rate).toBe(2);
  expect(ratios['across / local']).toEqual({ fw: 1 / 3, 'socket.io': 1 });
});
