import { requireBunRedis } from './adapter/bun-redis.ts';
import { RedisClusterAdapter } from './cluster/redis/redis-adapter.ts';
import type { RedisAdapterOptions } from './cluster/redis/options.ts';

/**
 * Rooms, broadcasts and counts across processes through Redis (or Valkey); every process gets the same options.
 * @example
 * const adapter = new RedisAdapter({ url: process.env.REDIS_URL ?? 'redis://localhost:6379' });
 * app.use(WebSocketPlugin.create([ChatGateway], { adapter }));
 */
export class RedisAdapter extends RedisClusterAdapter {
  constructor(options: RedisAdapterOptions) {
    super(options, requireBunRedis());
  }
}
