import { expect, test } from 'bun:test';
import { redactUrl, resolveRedisOptions } from './options.ts';

test("only the url is required; the defaults are socket.io's heartbeat figures", () => {
  expect(resolveRedisOptions({ url: 'redis://localhost:6379' })).toEqual({
    url: 'redis://localhost:6379',
    prefix: 'fw:ws',
    heartbeatInterval: 5000,
    heartbeatTimeout: 10_000,
    connectionTimeout: 5000,
  });
  const set = { url: 'rediss://cache:6380/2', prefix: 'chat', heartbeatInterval: 100, heartbeatTimeout: 300 };
  const resolved = resolveRedisOptions({ ...set, connectionTimeout: undefined });
  expect(resolved).toMatchObject({ ...set, connectionTimeout: 5000 });
  const schemes = ['valkey://h:1', 'valkeys://h:1', 'redis+tls://h:1', 'redis+tls+unix:///run/redis.sock'];
  for (const url of [...schemes, 'redis+unix:///run/redis.sock', 'redis://:pw@h:1']) {
    expect(resolveRedisOptions({ url }).url).toBe(url);
  }
});

test('bad options throw a TypeError naming the option; a URL in the message has its password masked', () => {
  const timeout = "'heartbeatTimeout' must be a whole number of milliseconds from 11";
  const bad: [unknown, string][] = [
    [undefined, "RedisAdapter option 'url' must be a Redis URL, as in new RedisAdapter({ url: 'redis://…' })"],
    [{}, "RedisAdapter option 'url' must be a URL with one of the schemes redis://, rediss://, valkey://"],
    [{ url: 'localhost:6379' }, "option 'url' must be a URL"],
    [{ url: 'http://u:secret@cache:6379' }, 'got "http://u:***@cache:6379"'],
    [{ url: 'u:secret@cache' }, 'got "u:***@cache"'],
    [{ url: 'redis://h', prefix: '' }, 'option \'prefix\' must be a non-empty string, got ""'],
    [{ url: 'redis://h', heartbeatInterval: 0 }, "'heartbeatInterval' must be a whole number of milliseconds from 1"],
    [{ url: 'redis://h', heartbeatInterval: 1.5 }, "'heartbeatInterval'"],
    [{ url: 'redis://h', heartbeatInterval: 10, heartbeatTimeout: 10 }, timeout],
    [{ url: 'redis://h', connectionTimeout: '5s' }, "'connectionTimeout'"],
    [{ url: 'redis://h', key: 'io' }, "unknown RedisAdapter option 'key'; the options are url, prefix, heartbeat"],
  ];
  for (const [options, message] of bad) {
    expect(() => resolveRedisOptions(options as never)).toThrow(TypeError);
    expect(() => resolveRedisOptions(options as never)).toThrow(message);
  }
  let message = '';
  try {
    resolveRedisOptions({ url: 'http://u:secret@cache:6379' });
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message).toContain("option 'url'");
  expect(message).not.toContain('secret');
});

test('redactUrl masks the password only', () => {
  expect(redactUrl('redis://app:s3cret@cache:6379/0')).toBe('redis://app:***@cache:6379/0');
  expect(redactUrl('redis://:s3cret@cache:6379')).toBe('redis://:***@cache:6379');
  expect(redactUrl('redis://cache:6379')).toBe('redis://cache:6379');
});
