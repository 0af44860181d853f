// The RedisAdapter's own cases on Node (node-redis), run by `node` (see node.test.ts); the same as on Bun.
import './node-globals.ts';
import { Fw } from '@fw/core';
import { node } from '@fw/core/node';
import { describeRedisAdapter } from '../redis/adapter-cases.ts';

describeRedisAdapter((options) => new Fw({ ...options, runtime: node() }));
