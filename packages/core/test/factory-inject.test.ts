import { describe, expect, test } from 'bun:test';
import { Controller, createToken, Fw, Get, Inject, Service } from '../src/index.ts';
import { startApp } from './helpers.ts';

interface Config {
  dsn: string;
}
interface Db {
  url: string;
}
const CONFIG = createToken<Config>('CONFIG');
const DB = createToken<Db>('DB');
const NAME = createToken<string>('NAME');

@Service()
class Clock {
  now() {
    return 'noon';
  }
}

@Controller('/db')
class DbController {
  constructor(@Inject(DB) private readonly db: Db) {}
  @Get()
  read() {
    return this.db;
  }
}

describe('useFactory: inject typed against the factory parameters', () => {
  test('the tokens in order give the factory its values, over a server', async () => {
    await using server = await startApp([DbController], [Clock], {}, (app) => {
      app.providers([
        { provide: CONFIG, useValue: { dsn: 'mem://' } },
        { provide: NAME, useValue: 'main' },
        {
          provide: DB,
          useFactory: (config: Config, clock: Clock, name: string) => ({ url: `${config.dsn}${name}@${clock.now()}` }),
          inject: [CONFIG, Clock, NAME],
        },
      ]);
    });
    expect(await (await server.call('/db')).json()).toEqual({ url: 'mem://main@noon' });
  });
});

// Type tests: each directive is needed (tsc reports an unused one), so each wrong `inject` fails to compile.
export function injectTypes(app: Fw): void {
  const open = (config: Config, clock: Clock) => ({ url: config.dsn + clock.now() });
  app.providers([{ provide: DB, useFactory: open, inject: [CONFIG, Clock] }]);
  // @ts-expect-error the tokens in the wrong order
  app.providers([{ provide: DB, useFactory: open, inject: [Clock, CONFIG] }]);
  // @ts-expect-error a token of another type (string, where the factory takes a Config)
  app.providers([{ provide: DB, useFactory: open, inject: [NAME, Clock] }]);
  // @ts-expect-error one token short
  app.providers([{ provide: DB, useFactory: open, inject: [CONFIG] }]);
  // @ts-expect-error one token too many
  app.providers([{ provide: DB, useFactory: open, inject: [CONFIG, Clock, NAME] }]);
  // @ts-expect-error a factory with parameters and no inject
  app.providers([{ provide: DB, useFactory: open }]);
  // An optional parameter may be left out; a string token is not typed, so it fits any parameter.
  app.providers([
    { provide: DB, useFactory: (config: Config, _clock?: Clock) => ({ url: config.dsn }), inject: [CONFIG] },
  ]);
  app.providers([{ provide: DB, useFactory: (config: Config) => ({ url: config.dsn }), inject: ['CONFIG'] }]);
  app.providers([{ provide: DB, useFactory: () => ({ url: '' }) }, Clock, { provide: NAME, useValue: 'x' }]);
}
