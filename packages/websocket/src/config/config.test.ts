import { expect, test } from 'bun:test';
import { inProcessAdapter } from '../cluster/in-process.ts';
import { defaultConfig, resolveConfig, type Compressor } from './config.ts';

test('the defaults are exactly those of the spec Limits table, and the in-process adapter', () => {
  expect(resolveConfig()).toEqual({
    perMessageDeflate: false,
    maxPayloadLength: 16777216,
    idleTimeout: 120,
    backpressureLimit: 1048576,
    closeOnBackpressureLimit: false,
    sendPings: true,
    publishToSelf: false,
    adapter: inProcessAdapter,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  expect(defaultConfig).toEqual(resolveConfig({}));
});

test('options override defaults one by one; undefined keeps the default', () => {
  const config = resolveConfig({
    idleTimeout: 30,
    publishToSelf: true,
    perMessageDeflate: { compress: 'shared', decompress: true },
    sendPings: undefined,
  });
  expect(config).toMatchObject({
    idleTimeout: 30,
    publishToSelf: true,
    sendPings: true,
    perMessageDeflate: { compress: 'shared', decompress: true },
  });
});

test("every compressor name the README lists is accepted, 'disable' included", () => {
  const names = 'disable shared dedicated 3KB 4KB 8KB 16KB 32KB 64KB 128KB 256KB'.split(' ') as Compressor[];
  for (const name of names) {
    const perMessageDeflate = { compress: name, decompress: name };
    expect(resolveConfig({ perMessageDeflate }).perMessageDeflate).toEqual(perMessageDeflate);
  }
});

test('bad values are rejected with the option named', () => {
  const bad: [object, string][] = [
    [{ maxPayloadLength: 0 }, "'maxPayloadLength' must be an integer from 1"],
    [{ maxPayloadLength: 1.5 }, "'maxPayloadLength'"],
    [{ idleTimeout: 961 }, "'idleTimeout' must be an integer from 0 to 960"],
    [{ backpressureLimit: -1 }, "'backpressureLimit'"],
    [{ sendPings: 'yes' }, "'sendPings' must be a boolean"],
    [{ perMessageDeflate: 'shared' }, "'perMessageDeflate'"],
    [{ perMessageDeflate: { compress: '1KB' } }, "'perMessageDeflate'"],
    [{ perMessageDeflate: { level: 9 } }, "'perMessageDeflate'"],
    [{ maxPayload: 10 }, "unknown config option 'maxPayload'"],
    [{ adapter: 'redis://localhost' }, "'adapter' must be a WebSocketAdapter such as new RedisAdapter({ url })"],
    [{ adapter: { name: 'half' } }, "'adapter' must be a WebSocketAdapter"],
    [{ adapter: null }, "'adapter' must be a WebSocketAdapter"],
    [{ onProtoPoisoning: 'strip' }, "'onProtoPoisoning' must be 'error', 'remove' or 'ignore'"],
    [{ onConstructorPoisoning: false }, "'onConstructorPoisoning' must be 'error', 'remove' or 'ignore'"],
  ];
  for (const [config, message] of bad) expect(() => resolveConfig(config)).toThrow(message);
});
