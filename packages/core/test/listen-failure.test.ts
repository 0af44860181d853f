import { expect, test } from 'bun:test';
import { createServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Fw, Get, Service, type FwPlugin, type OnInit, type OnShutdown } from '../src/index.ts';
import { createLogger, ON_NODE } from './helpers.ts';

// What listen() leaves behind when it fails: nothing running. Without the shutdown hooks, a timer an
// onInit hook started would keep the process alive after the error.

@Controller('/ping')
class PingController {
  @Get() ping() {
    return 'pong';
  }
}

function createApp(events: string[], plugin: Partial<FwPlugin> = {}) {
  @Service()
  class Poller implements OnInit, OnShutdown {
    #timer: Timer | undefined;
    onInit() {
      this.#timer = setInterval(() => {}, 60_000);
      events.push('poller:init');
    }
    onShutdown() {
      clearInterval(this.#timer);
      events.push('poller:shutdown');
    }
  }
  return new Fw({ logger: createLogger().logger })
    .controllers([PingController])
    .services([Poller])
    .use({
      name: 'probe',
      setup(host) {
        host.onShutdown(() => void events.push('plugin:shutdown'));
        plugin.setup?.(host);
      },
    });
}

test('a port another server holds: listen() rejects with the runtime error, after the shutdown hooks ran', async () => {
  const holder = createServer();
  await new Promise<void>((listening) => holder.listen(0, listening));
  const port = (holder.address() as AddressInfo).port;
  try {
    const events: string[] = [];
    const app = createApp(events);
    const error: { code?: string; message?: string } = await app.listen(port).then(
      () => ({}),
      (caught: Error) => caught,
    );
    const message = ON_NODE
      ? `listen EADDRINUSE: address already in use :::${port}`
      : `Failed to start server. Is port ${port} in use?`;
    expect([error.code, error.message]).toEqual(['EADDRINUSE', message]);
    expect(events).toEqual(['poller:init', 'plugin:shutdown', 'poller:shutdown']);
    expect(app.server).toBeUndefined();
    await app.stop();
    expect(events.length).toBe(3);
    // Its onInit resources are closed: it does not start again half-initialized.
    await expect(app.listen(0)).rejects.toThrow('create a new Fw to start again');
  } finally {
    await new Promise((closed) => holder.close(closed));
  }
});

test('a second app on the port of a running one: listen() rejects instead of sharing the port', async () => {
  const first = createApp([]);
  await first.listen(0);
  try {
    const events: string[] = [];
    const error: { code?: string; message?: string } = await createApp(events)
      .listen(first.port)
      .then(
        () => ({}),
        (caught: Error) => caught,
      );
    expect(error.code).toBe('EADDRINUSE');
    expect(events).toEqual(['poller:init', 'plugin:shutdown', 'poller:shutdown']);
  } finally {
    await first.stop();
  }
});

test('an onListen hook that throws: the port closes, the shutdown hooks run, listen() rejects with the hook error', async () => {
  const events: string[] = [];
  let port = 0;
  const app = createApp(events, {
    setup: (host) =>
      host.onListen((info) => {
        port = info.port;
        throw new Error('warm-up failed');
      }),
  });
  await expect(app.listen(0)).rejects.toThrow('warm-up failed');
  expect(events).toEqual(['poller:init', 'plugin:shutdown', 'poller:shutdown']);
  await expect(fetch(`http://localhost:${port}/ping`)).rejects.toThrow();
});

test('a shutdown hook that fails during that clean-up is logged; listen() still rejects with the start error', async () => {
  const { logged, logger } = createLogger();
  const app = new Fw({ logger }).use({
    name: 'failing',
    setup(host) {
      host.onListen(() => {
        throw new Error('warm-up failed');
      });
      host.onShutdown(() => {
        throw new Error('flush failed');
      });
    },
  });
  await expect(app.listen(0)).rejects.toThrow('warm-up failed');
  expect(logged.map(([message, error]) => [message, (error as Error).message])).toEqual([
    ['@fw/core: A shutdown hook failed while listen() was cleaning up after a failed start:', 'flush failed'],
  ]);
});

test('listen() twice at once: the second call rejects, one server starts and stop() closes it', async () => {
  const ports: number[] = [];
  const app = new Fw()
    .controllers([PingController])
    .use({ name: 'ports', setup: (host) => host.onListen((info) => void ports.push(info.port)) });
  const [first, second] = await Promise.allSettled([app.listen(0), app.listen(0)]);
  expect(first.status).toBe('fulfilled');
  expect(second.status === 'rejected' && (second.reason as Error).message).toBe(
    '@fw/core: The app is already starting: listen() was called again before the first call finished',
  );
  expect(ports).toEqual([app.port]);
  await app.stop();
  await expect(fetch(`http://localhost:${ports[0]}/ping`)).rejects.toThrow();
});

test('an onInit that throws: the classes initialized before it get their onShutdown, then listen() rejects', async () => {
  const events: string[] = [];
  @Service()
  class Pool implements OnInit, OnShutdown {
    onInit() {
      events.push('pool:init');
    }
    onShutdown() {
      events.push('pool:shutdown');
    }
  }
  @Service()
  class Broken implements OnInit, OnShutdown {
    onInit() {
      throw new Error('cannot reach the cache');
    }
    onShutdown() {
      events.push('broken:shutdown');
    }
  }
  const app = new Fw({ logger: createLogger().logger }).services([Pool, Broken]);
  await expect(app.listen(0)).rejects.toThrow('cannot reach the cache');
  expect(events).toEqual(['pool:init', 'pool:shutdown']);
});

test("a plugin's onInit that throws: every plugin's onShutdown runs, then the classes', then listen() rejects", async () => {
  const events: string[] = [];
  const plugin = (name: string, init: () => void): FwPlugin => ({
    name,
    setup(host) {
      host.onInit(init);
      host.onShutdown(() => void events.push(`${name}:shutdown`));
    },
  });
  const app = createApp(events, {})
    .use(plugin('cache', () => void events.push('cache:init')))
    .use(
      plugin('queue', () => {
        throw new Error('cannot reach the queue');
      }),
    );
  await expect(app.listen(0)).rejects.toThrow('cannot reach the queue');
  expect(events).toEqual([
    'poller:init',
    'cache:init',
    'queue:shutdown',
    'cache:shutdown',
    'plugin:shutdown',
    'poller:shutdown',
  ]);
});

test('after stop(), listen() rejects: the shutdown hooks closed what onInit opened', async () => {
  const events: string[] = [];
  const app = createApp(events);
  await app.listen(0);
  await app.stop();
  await expect(app.listen(0)).rejects.toThrow(
    'This app has run its shutdown hooks (after stop() or a failed listen()), which closed what onInit opened: create a new Fw to start again',
  );
  expect(events).toEqual(['poller:init', 'plugin:shutdown', 'poller:shutdown']);
});

test('stop() during the onListen hooks, then a hook throws: the shutdown hooks run once', async () => {
  const events: string[] = [];
  // As a SIGINT handler would, while the app is still starting.
  const app: Fw = createApp(events, {
    setup: (host) => {
      host.onListen(() => app.stop());
      host.onListen(() => {
        throw new Error('warm-up failed');
      });
    },
  });
  await expect(app.listen(0)).rejects.toThrow('warm-up failed');
  expect(events).toEqual(['poller:init', 'plugin:shutdown', 'poller:shutdown']);
});

test('stop() while listen() runs a slow onInit (a Ctrl-C during a connect): listen() rejects, nothing serves, shutdown hooks run once', async () => {
  const events: string[] = [];
  const connected = Promise.withResolvers<void>();
  const app: Fw = createApp(events, {
    setup: (host) => host.onInit(() => connected.promise),
  });
  const listening = app.listen(0).then(
    () => 'listening',
    (error: Error) => error.message,
  );
  await sleep(5);
  const stopped = app.stop();
  const again = app.stop();
  connected.resolve();
  expect(await listening).toBe(
    '@fw/core: stop() was called while listen() was starting (compiling the app, running onInit hooks): the server was not started, and the shutdown hooks ran',
  );
  await stopped;
  await again;
  expect(app.server).toBeUndefined();
  expect(events).toEqual(['poller:init', 'plugin:shutdown', 'poller:shutdown']);
  await expect(app.listen(0)).rejects.toThrow('This app has run its shutdown hooks');
});
