import { connectBunRedis } from './adapter/bun-redis.ts';
import { connectNodeRedis } from './adapter/node-redis.ts';
import { RedisClusterAdapter } from './cluster/redis/redis-adapter.ts';
import type { RedisAdapterOptions } from './cluster/redis/options.ts';

/**
 * Rooms, broadcasts and counts across processes through Redis (or Valkey); every process gets the same options.
 * On Bun it uses Bun's `RedisClient`; on Node, node-redis (the `redis` package, an optional peer dependency).
 * @example
 * const adapter = new RedisAdapter({ url: process.env.REDIS_URL ?? 'redis://localhost:6379' });
 * app.use(WebSocketPlugin.create([ChatGateway], { adapter }));
 */
export class RedisAdapter extends RedisClusterAdapter {
  constructor(options: RedisAdapterOptions) {
    super(options, typeof globalThis.Bun === 'undefined' ? connectNodeRedis : connectBunRedis);
  }
}
