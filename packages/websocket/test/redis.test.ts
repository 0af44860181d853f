import { afterAll } from 'bun:test';
import { RedisAdapter } from '../src/index.ts';
import { createBunAppFactory } from './bun-app.ts';
import { startRedisServer } from './redis/redis-server.ts';
import { runWebSocketSuite } from './suite/index.ts';

/**
 * The shared suite again, every app with a `RedisAdapter` on a real redis-server: each broadcast also
 * crosses Redis and comes back as the app's own echo, which must change nothing the suite sees.
 */
const redis = await startRedisServer();
afterAll(() => redis.stop());

let apps = 0;
// A prefix per app: the suite's apps overlap in time and must not hear one another.
const adapter = () => new RedisAdapter({ url: redis.url, prefix: `suite-${++apps}` });
runWebSocketSuite(createBunAppFactory(() => ({ adapter: adapter() })));
