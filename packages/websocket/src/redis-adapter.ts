import { connectBunRedis } from './adapter/bun-redis.ts';
import { RedisClusterAdapter } from './cluster/redis/redis-adapter.ts';
import type { RedisAdapterOptions } from './cluster/redis/options.ts';

/**
 * Rooms, broadcasts and connection counts across processes and machines through Redis (or Valkey), on
 * Bun's native `RedisClient`. Every process of the app gets one, with the same `url` and `prefix`.
 * The options are checked here; `listen()` fails, naming the URL, when Redis does not answer.
 *
 * @example
 * app.use(WebSocketPlugin.create([ChatGateway], { adapter: new RedisAdapter({ url: process.env.REDIS_URL }) }));
 */
export class RedisAdapter extends RedisClusterAdapter {
  constructor(options: RedisAdapterOptions) {
    super(options, connectBunRedis);
  }
}
