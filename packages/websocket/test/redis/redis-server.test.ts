import { expect, test } from 'bun:test';
import { findRedisServer, startRedisServer } from './redis-server.ts';

test('a missing redis-server fails the test, saying that .ci/run installs it', () => {
  expect(() => findRedisServer('', '/nowhere/redis-server')).toThrow(
    'redis-server is not installed (not on PATH, not at /usr/bin/redis-server): the Redis adapter tests run a real ' +
      'one. .ci/run installs it (apt-get install redis-server)',
  );
});

test('a server of its own: answers on its port, dies by SIGKILL, starts again on the same port', async () => {
  const redis = await startRedisServer();
  const first = redis.pid;
  expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`);
  await redis.kill();
  expect(() => process.kill(first, 0)).toThrow();
  await redis.start();
  expect(redis.pid).not.toBe(first);
  await redis.stop();
  expect(() => process.kill(redis.pid, 0)).toThrow();
});
