import { afterEach, expect, test } from 'bun:test';
import { createSignalledApp } from './signalled-app.ts';

const before = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
afterEach(() => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const added = process.listeners(signal).filter((listener) => !before[signal].includes(listener));
    for (const listener of added) process.off(signal, listener);
  }
});

test("without fw's own switch, SIGTERM stops the app through the fixture's listener", async () => {
  const { app, signals } = createSignalledApp({ hostname: '127.0.0.1' });
  expect(signals).toBe('fixture');
  await app.listen(0);
  try {
    process.emit('SIGTERM');
    for (let tries = 0; tries < 200 && app.server !== undefined; tries++) await Bun.sleep(10);
    expect(app.server).toBeUndefined();
    expect(process.listeners('SIGINT')).toHaveLength(before.SIGINT.length + 1);
  } finally {
    await app.stop();
  }
});
