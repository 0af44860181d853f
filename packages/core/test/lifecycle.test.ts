import { describe, expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Controller,
  Fw,
  Get,
  Service,
  type ListenInfo,
  type OnInit,
  type OnListen,
  type OnShutdown,
} from '../src/index.ts';

const events: string[] = [];

@Service()
class Db implements OnInit, OnShutdown {
  onInit() {
    events.push('db:init');
  }
  onShutdown() {
    events.push('db:shutdown');
  }
}

@Service()
class Pinger implements OnInit, OnListen, OnShutdown {
  constructor(readonly db: Db) {}
  onInit() {
    events.push('pinger:init');
  }
  async onListen(info: ListenInfo) {
    const res = await fetch(new URL('/life/ping', info.url));
    events.push(`pinger:listen ${await res.text()}`);
  }
  onShutdown() {
    events.push('pinger:shutdown');
  }
}

let release: () => void = () => {};

@Controller('/life')
class LifeController {
  @Get('ping') ping() {
    return 'pong';
  }
  @Get('slow') async slow() {
    events.push('slow:start');
    await new Promise<void>((resolve) => (release = resolve));
    events.push('slow:end');
    return 'done';
  }
}

describe('lifecycle', () => {
  test('init (dependencies first) → listen (plugins first, server running) → shutdown (reverse), plugin hooks too', async () => {
    events.length = 0;
    const app = new Fw().controllers([LifeController]).services([Pinger, Db]);
    app.use({
      name: 'probe',
      setup(host) {
        host.onInit(() => void events.push(`plugin:init ${host.resolve(Db) instanceof Db}`));
        host.onListen((info) => void events.push(`plugin:listen ${info.port === app.port}`));
        host.onShutdown(() => void events.push('plugin:shutdown-1'));
        host.onShutdown(() => void events.push('plugin:shutdown-2'));
      },
    });
    await app.listen(0);
    await app.stop();
    expect(events).toEqual([
      'db:init',
      'pinger:init',
      'plugin:init true',
      'plugin:listen true',
      'pinger:listen pong',
      'plugin:shutdown-2',
      'plugin:shutdown-1',
      'pinger:shutdown',
      'db:shutdown',
    ]);
  });

  test('stop() is graceful: an in-flight request finishes, then the port closes', async () => {
    events.length = 0;
    const app = new Fw().controllers([LifeController]);
    await app.listen(0);
    const url = new URL('/life/slow', app.url);
    const inFlight = fetch(url);
    while (!events.includes('slow:start')) await sleep(1);
    const stopped = app.stop();
    release();
    expect(await (await inFlight).text()).toBe('done');
    await stopped;
    expect(events).toEqual(['slow:start', 'slow:end']);
    expect(() => app.port).toThrow('The app is not listening');
    await expect(fetch(url)).rejects.toThrow();
  });

  test('stop() twice at once (SIGINT and SIGTERM) runs each hook once', async () => {
    let runs = 0;
    const app = new Fw().use({ name: 'count', setup: (host) => host.onShutdown(async () => void runs++) });
    await app.listen(0);
    await Promise.all([app.stop(), app.stop()]);
    expect(runs).toBe(1);
    await app.stop();
    expect(runs).toBe(1);
  });

  test('a shutdown hook that throws: the other hooks run, the server stops, stop() rejects with the error', async () => {
    const ran: string[] = [];
    const app = new Fw().controllers([LifeController]).use({
      name: 'failing',
      setup(host) {
        host.onShutdown(() => void ran.push('first registered'));
        host.onShutdown(() => {
          throw new Error('flush failed');
        });
      },
    });
    await app.listen(0);
    const url = new URL('/life/ping', app.url);
    await expect(app.stop()).rejects.toThrow('flush failed');
    expect(ran).toEqual(['first registered']);
    expect(app.server).toBeUndefined();
    await expect(fetch(url)).rejects.toThrow();
  });

  test('two failing shutdown hooks: one AggregateError with both', async () => {
    const app = new Fw().use({
      name: 'failing',
      setup(host) {
        host.onShutdown(() => Promise.reject(new Error('a')));
        host.onShutdown(() => Promise.reject(new Error('b')));
      },
    });
    await app.listen(0);
    const error = await app.stop().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AggregateError);
    expect([
      (error as AggregateError).message,
      (error as AggregateError).errors.map((each: Error) => each.message),
    ]).toEqual(['@fw/core: 2 shutdown hooks failed; the server was stopped', ['b', 'a']]);
  });

  test('an onListen hook that throws: listen() rejects and the port is closed again', async () => {
    let port = 0;
    const app = new Fw().controllers([LifeController]).use({
      name: 'failing',
      setup: (host) =>
        host.onListen((info) => {
          port = info.port;
          throw new Error('warm-up failed');
        }),
    });
    await expect(app.listen(0)).rejects.toThrow('warm-up failed');
    expect(port).toBeGreaterThan(0);
    expect(app.server).toBeUndefined();
    await expect(fetch(`http://localhost:${port}/life/ping`)).rejects.toThrow();
  });

  test('listen(): 0 picks a port; no argument reads PORT; a bad PORT is refused; twice is refused', async () => {
    const app = new Fw();
    await app.listen(0);
    expect(app.port).toBeGreaterThan(0);
    expect(app.url.port).toBe(String(app.port));
    await expect(app.listen(0)).rejects.toThrow('The app is already listening');
    await app.stop();

    const saved = process.env.PORT;
    try {
      // PORT=0: a free port, never the default 3000, so the variable was read.
      process.env.PORT = '0';
      const fromEnv = new Fw();
      await fromEnv.listen();
      expect(fromEnv.port).toBeGreaterThan(0);
      expect(fromEnv.port).not.toBe(3000);
      await fromEnv.stop();
      process.env.PORT = 'eighty';
      await expect(new Fw().listen()).rejects.toThrow('Invalid port "eighty" from the PORT environment variable');
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  });
});
