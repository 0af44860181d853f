import { Fw } from '@fw/core';
import { describeRedisAdapter } from './redis/adapter-cases.ts';

/** The adapter's own cases on Bun (Bun's `RedisClient`); test/node/node-redis-adapter.ts runs them on Node. */
describeRedisAdapter((options) => new Fw(options));
