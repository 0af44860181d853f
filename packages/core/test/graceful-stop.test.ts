import { expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Fw, Get, Service, type OnShutdown } from '../src/index.ts';

// A graceful stop lets in-flight requests finish with the services they use, and a second, forced
// stop (Ctrl-C twice) cuts what the first is waiting for.

const events: string[] = [];
let release: () => void = () => {};
let streamCancelled = 0;

@Service()
class Pool implements OnShutdown {
  #open = true;
  onShutdown() {
    events.push('pool:closed');
    this.#open = false;
  }
  query() {
    if (!this.#open) throw new Error('pool is closed');
    return 'row';
  }
}

@Controller('/stop')
class StopController {
  constructor(private readonly pool: Pool) {}

  @Get('slow') async slow() {
    events.push('slow:start');
    await new Promise<void>((resolve) => (release = resolve));
    events.push('slow:end');
    return { row: this.pool.query() };
  }

  @Get('events') events() {
    // An endless event stream: a graceful stop waits for it for ever.
    return new ReadableStream({
      pull: async (controller) => {
        await sleep(5);
        controller.enqueue(new TextEncoder().encode('data: tick\n\n'));
      },
      cancel: () => void streamCancelled++,
    });
  }
}

const createApp = () =>
  new Fw({ logger: { error: () => {} } })
    .controllers([StopController])
    .services([Pool])
    .use({ name: 'sockets', setup: (host) => host.onShutdown(() => void events.push('plugin:shutdown')) });

test('the classes’ onShutdown runs after in-flight requests finished, the plugins’ before', async () => {
  events.length = 0;
  const app = createApp();
  await app.listen(0);
  const inFlight = fetch(new URL('/stop/slow', app.url));
  while (!events.includes('slow:start')) await sleep(1);
  const stopped = app.stop();
  while (!events.includes('plugin:shutdown')) await sleep(1);
  // The server is draining: the request is still running and its pool still open.
  await sleep(20);
  release();
  const response = await inFlight;
  expect([response.status, await response.json()]).toEqual([200, { row: 'row' }]);
  await stopped;
  expect(events).toEqual(['slow:start', 'plugin:shutdown', 'slow:end', 'pool:closed']);
});

test('stop(true) during a graceful stop cuts an endless stream and settles both calls', async () => {
  events.length = 0;
  const app = createApp();
  await app.listen(0);
  const response = await fetch(new URL('/stop/events', app.url));
  const reader = response.body!.getReader();
  await reader.read();
  let settled = false;
  const graceful = app.stop().then(() => (settled = true));
  await sleep(50);
  expect(settled).toBe(false);
  const forced = await Promise.race([app.stop(true).then(() => 'stopped'), sleep(2000).then(() => 'still waiting')]);
  expect(forced).toBe('stopped');
  await graceful;
  expect(settled).toBe(true);
  expect(streamCancelled).toBe(1);
  expect(events).toEqual(['plugin:shutdown', 'pool:closed']);
  await reader.cancel().catch(() => {});
});
