import { describe, expect, test } from 'bun:test';
import { Body, Controller, Fw, Post, type FwOptions } from '../src/index.ts';
import { startApp } from './helpers.ts';

// What a JavaScript caller or an unchecked cast can hand the constructor.
const loose = (options: Record<string, unknown>) => options as FwOptions;

test('a body limit that is not a number of bytes is refused: NaN or "1kb" would remove the limit', () => {
  for (const bodyLimit of [Number.NaN, '1kb', -1, null]) {
    expect(() => new Fw(loose({ bodyLimit }))).toThrow(
      /^@fw\/core: Invalid Fw option bodyLimit: .*; expected a number of bytes from 0/,
    );
  }
  expect(() => new Fw(loose({ bodyLimit: '1kb' }))).toThrow('Invalid Fw option bodyLimit: "1kb"');
  expect(() => new Fw({ bodyLimit: 0 })).not.toThrow();
  expect(() => new Fw({ bodyLimit: Number.POSITIVE_INFINITY })).not.toThrow();
});

test('an unknown option is refused, naming the known ones; a wrong hostname or logger too', () => {
  expect(() => new Fw(loose({ bodylimit: 10 }))).toThrow(
    'Unknown Fw option "bodylimit": the options are bodyLimit, hostname, logger, onError',
  );
  expect(() => new Fw(loose({ hostname: 8080 }))).toThrow('Invalid Fw option hostname: 8080; expected a string');
  expect(() => new Fw(loose({ logger: {} }))).toThrow(
    'Invalid Fw option logger: [object Object]; expected an object with an error() method',
  );
});

test('shutdownSignals takes true, false or a list of signals fw can stop on; anything else is refused', () => {
  const expected = 'expected true, false or a list of SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR2';
  const refused = (shutdownSignals: unknown) => () => new Fw(loose({ shutdownSignals }));
  expect(refused('SIGTERM')).toThrow(`Invalid Fw option shutdownSignals: "SIGTERM"; ${expected}`);
  // SIGKILL cannot be caught; the names are upper case, as Node's are.
  expect(refused(['SIGKILL'])).toThrow(`Invalid Fw option shutdownSignals: ["SIGKILL"]; ${expected}`);
  expect(refused(['sigterm'])).toThrow(`Invalid Fw option shutdownSignals: ["sigterm"]`);
  for (const shutdownSignals of [true, false, [], ['SIGHUP', 'SIGTERM']] as const) {
    expect(() => new Fw({ shutdownSignals })).not.toThrow();
  }
});

test('stopOnUncaughtError takes true, false or { timeout } in milliseconds setTimeout can wait; nothing else', () => {
  const expected = 'expected true, false or { timeout: milliseconds from 1 to 2147483647 }';
  const refused = (stopOnUncaughtError: unknown) => () => new Fw(loose({ stopOnUncaughtError }));
  for (const timeout of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, '10s']) {
    expect(refused({ timeout })).toThrow(/^@fw\/core: Invalid Fw option stopOnUncaughtError: .*; expected true/);
  }
  expect(refused({ timeout: '10s' })).toThrow(`stopOnUncaughtError: "10s"; ${expected}`);
  // A misspelt key would otherwise fall back to the default without a word.
  expect(refused({ timout: 5000 })).toThrow(`stopOnUncaughtError: [object Object]; ${expected}`);
  expect(refused('yes')).toThrow(`stopOnUncaughtError: "yes"; ${expected}`);
  for (const stopOnUncaughtError of [true, false, {}, { timeout: 1 }, { timeout: 2 ** 31 - 1 }]) {
    expect(() => new Fw({ stopOnUncaughtError })).not.toThrow();
  }
});

test('drainQuiet takes milliseconds from 0 to 1,000; anything else is refused', () => {
  for (const drainQuiet of [-1, Number.NaN, 1001, '100ms', null]) {
    expect(() => new Fw(loose({ drainQuiet }))).toThrow(
      /^@fw\/core: Invalid Fw option drainQuiet: .*; expected a number of milliseconds from 0 to 1000$/,
    );
  }
  for (const drainQuiet of [0, 100, 1000]) expect(() => new Fw({ drainQuiet })).not.toThrow();
});

describe('a body limit above the runtime’s own cap (Bun: 128 MiB, a bare 413) raises it', () => {
  @Controller('/echo')
  class EchoController {
    @Post() echo(@Body() body: ArrayBuffer) {
      return String(body.byteLength);
    }
  }
  const upload = (size: number): RequestInit => ({
    method: 'POST',
    body: new Uint8Array(size),
    headers: { 'content-type': 'application/octet-stream' },
  });
  const MiB = 1024 * 1024;

  for (const bodyLimit of [130 * MiB, Number.POSITIVE_INFINITY]) {
    test(`bodyLimit ${bodyLimit}: a 129 MiB body is read`, async () => {
      await using s = await startApp([EchoController], [], { bodyLimit });
      const res = await s.call('/echo', upload(129 * MiB));
      expect([res.status, await res.text()]).toEqual([201, String(129 * MiB)]);
    });
  }

  test('over the raised limit: 413 (from the runtime, whose cap is now the limit: without fw’s JSON body)', async () => {
    await using s = await startApp([EchoController], [], { bodyLimit: 130 * MiB });
    const res = await s.call('/echo', upload(131 * MiB));
    expect(res.status).toBe(413);
  });
});
