// The shared suite on Node again, every app with a `RedisAdapter` (node-redis) on a redis-server of its own:
// each broadcast also crosses Redis and comes back as the app's own echo, which must change nothing the suite
// sees (redis.test.ts does the same on Bun).
import './node-globals.ts';
import { afterAll } from 'bun:test';
import { RedisAdapter } from '../../src/index.ts';
import { startRedisServer } from '../redis/redis-server.ts';
import { runWebSocketSuite } from '../suite/index.ts';
import { createNodeAppFactory } from './node-app.ts';

const redis = await startRedisServer();
afterAll(() => redis.stop());
let apps = 0;
// A prefix per app: the suite's apps overlap in time and must not hear one another.
const adapter = () => new RedisAdapter({ url: redis.url, prefix: `suite-${++apps}` });
runWebSocketSuite(createNodeAppFactory(() => ({ adapter: adapter() })));
