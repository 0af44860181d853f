import { median, pairedRatio } from '../lib/stats.ts';
import { STACKS, type Burst, type Samples, type StackName, type Target } from './redis-stack.ts';

const TARGETS = ['across', 'local'] as const;

/** What one burst shows. */
export interface Figures {
  /** Delivered messages per second of wall clock, at the clients. */
  readonly rate: number;
  /** Delivered messages per CPU second of the stack's servers A and B together. */
  readonly serverCpuRate: number;
  /** redis-server's CPU per broadcast, in µs. */
  readonly redisUsPerBroadcast: number;
  /** The client process's CPU over the wall clock: near 1, the clients were the limit. */
  readonly clientBusy: number;
}

export function toFigures(burst: Burst, broadcasts: number): Figures {
  return {
    rate: burst.deliveries / burst.seconds,
    serverCpuRate: burst.deliveries / burst.serverCpu,
    redisUsPerBroadcast: (burst.redisCpu * 1e6) / broadcasts,
    clientBusy: burst.clientCpu / burst.seconds,
  };
}

type Key = keyof Figures;
const mapObject = <K extends string, V>(keys: readonly K[], value: (key: K) => V) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

/** The median of each figure over the rounds, and the ratios paired per round (fw / socket.io, across / local). */
export function summarize(samples: Samples, broadcasts: number) {
  const figures = mapObject(STACKS, (name) =>
    mapObject(TARGETS, (target) => samples[name][target].map((burst) => toFigures(burst, broadcasts))),
  );
  const series = (name: StackName, target: Target, key: Key) => figures[name][target].map((figure) => figure[key]);
  const keys = ['rate', 'serverCpuRate', 'redisUsPerBroadcast', 'clientBusy'] as const;
  return {
    medians: mapObject(STACKS, (name) =>
      mapObject(TARGETS, (target) => mapObject(keys, (key) => median(series(name, target, key)))),
    ),
    ratios: {
      'fw / socket.io': mapObject(TARGETS, (target) =>
        mapObject(['rate', 'serverCpuRate'] as const, (key) =>
          pairedRatio(series('fw', target, key), series('socket.io', target, key)),
        ),
      ),
      'across / local': mapObject(STACKS, (name) =>
        pairedRatio(series(name, 'across', 'rate'), series(name, 'local', 'rate')),
      ),
    },
  };
}
