import { describe, expect, test } from 'bun:test';
import {
  Controller,
  createToken,
  Fw,
  FwError,
  Get,
  Inject,
  Service,
  UnauthorizedException,
  Use,
  UseGuards,
  type CanActivate,
  type Context,
  type FwMiddleware,
  type Next,
  type OnInit,
  type ProviderDefinition,
} from '../src/index.ts';
import { openApp, startApp, TRANSPORTS, type Transport } from './helpers.ts';

interface Config {
  greeting: string;
}
const CONFIG = createToken<Config>('CONFIG');
const POOL = createToken<{ dsn: string; opened: boolean }>('POOL');

abstract class Mailer {
  abstract send(to: string): string;
}

class ConsoleMailer extends Mailer implements OnInit {
  ready = false;
  onInit() {
    this.ready = true;
  }
  send(to: string) {
    return `console:${to}:${this.ready}`;
  }
}

@Service()
class UsersService {
  constructor(@Inject(CONFIG) private readonly config: Config) {}
  list() {
    return [{ id: '1', name: 'Ada', greeting: this.config.greeting }];
  }
  fromToken(token: string | null) {
    return token === 'Token ada' ? 'Ada' : undefined;
  }
}

/** Middleware as a class, its service injected. */
@Service()
class AuthMiddleware implements FwMiddleware {
  constructor(private readonly users: UsersService) {}
  async use(ctx: Context, next: Next) {
    ctx.locals.user = this.users.fromToken(ctx.request.headers.get('authorization'));
    const response = await next();
    response.headers.set('x-user', String(ctx.locals.user ?? '-'));
    return response;
  }
}

@Service()
class RequireUser implements CanActivate {
  canActivate(ctx: Context) {
    if (ctx.locals.user === undefined) throw new UnauthorizedException();
    return true;
  }
}

@Controller('/users')
class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly mailer: Mailer,
    @Inject(POOL) private readonly pool: { dsn: string; opened: boolean },
  ) {}
  @Get() list() {
    return this.users.list();
  }
  @Get('mail') mail() {
    return { sent: this.mailer.send('ada'), pool: this.pool };
  }
  @Get('me') @Use(AuthMiddleware) @UseGuards(RequireUser) me() {
    return { ok: true };
  }
}

const providers: ProviderDefinition[] = [
  { provide: CONFIG, useValue: { greeting: 'hello' } },
  {
    provide: POOL,
    useFactory: async (config: Config) => ({ dsn: `db-${config.greeting}`, opened: await Promise.resolve(true) }),
    inject: [CONFIG],
  },
  { provide: Mailer, useClass: ConsoleMailer },
  UsersService,
];

const open = (transport: Transport, setup?: (app: Fw) => void) =>
  openApp(transport, [UsersController], [], {}, (app) => {
    app.providers(providers);
    setup?.(app);
  });

describe('providers: useValue, useFactory, useClass, createToken', () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: each kind is injected; a factory awaited with its inject; useClass has hooks`, async () => {
      await using s = await open(transport);
      expect(await (await s.call('/users')).json()).toEqual([{ id: '1', name: 'Ada', greeting: 'hello' }]);
      const mail = await s.call('/users/mail');
      expect(await mail.json()).toEqual({ sent: 'console:ada:true', pool: { dsn: 'db-hello', opened: true } });
    });
  }

  test('a definition that is not a provider fails providers(), naming its keys', () => {
    const twoWays = { provide: CONFIG, useValue: 1, useClass: Mailer };
    const arrow = { provide: Mailer, useClass: () => ({ send: () => true }) };
    const bad = [{ provide: CONFIG, usevalue: 1 }, { useValue: 1 }, twoWays, 'UsersService', arrow];
    for (const definition of bad) expect(() => new Fw().providers([definition as ProviderDefinition])).toThrow(FwError);
    expect(() => new Fw().providers([{ provide: CONFIG, usevalue: 1 } as unknown as ProviderDefinition])).toThrow(
      'app.providers(): { provide, usevalue } is not a provider; give a class, or { provide: token } with exactly one',
    );
  });

  test("a factory's missing dependency fails listen(), naming the token and the inject entry", async () => {
    const useFactory = (config: Config) => ({ dsn: config.greeting, opened: true });
    const app = new Fw().providers([{ provide: POOL, useFactory, inject: [CONFIG] }]);
    await expect(app.listen(0)).rejects.toThrow('Cannot create Symbol(POOL): no provider for inject[0]');
  });

  test('a factory that throws or rejects fails listen(), naming its token, with what it threw as the cause', async () => {
    const thrown = new Error('ECONNREFUSED 127.0.0.1:5432');
    const failing: [ProviderDefinition, string, unknown][] = [
      [
        {
          provide: POOL,
          useFactory: () => {
            throw thrown;
          },
        },
        'threw: ECONNREFUSED 127.0.0.1:5432',
        thrown,
      ],
      [{ provide: POOL, useFactory: async () => Promise.reject('no dsn') }, 'threw a non-Error: "no dsn"', 'no dsn'],
    ];
    for (const [definition, says, cause] of failing) {
      const error = await new Fw()
        .providers([definition])
        .listen(0)
        .catch((problem: unknown) => problem);
      expect(error).toBeInstanceOf(FwError);
      expect((error as FwError).message).toBe(
        `@fw/core: Cannot create Symbol(POOL): its useFactory ${says} (the cause holds what it threw)`,
      );
      expect((error as FwError).cause).toBe(cause);
    }
    const overridden = new Fw().providers([{ provide: CONFIG, useValue: { greeting: 'hi' } }]);
    overridden.overrideProvider(CONFIG).useFactory({ factory: () => Promise.reject(thrown) });
    await expect(overridden.listen(0)).rejects.toThrow('Cannot create Symbol(CONFIG): its useFactory threw');
  });

  test('a token provided twice in different ways fails listen()', async () => {
    const app = new Fw().providers([{ provide: UsersService, useValue: {} }]).services([UsersService]);
    await expect(app.listen(0)).rejects.toThrow('UsersService is provided twice');
  });
});

describe('middleware classes are resolved through DI', () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: @Use(AuthMiddleware) and app.use(AuthMiddleware) get their services injected`, async () => {
      await using s = await open(transport);
      const me = await s.call('/users/me', { headers: { authorization: 'Token ada' } });
      expect([me.status, me.headers.get('x-user')]).toEqual([200, 'Ada']);
      expect((await s.call('/users/me')).status).toBe(401);
      await using global = await open(transport, (app) => app.use(AuthMiddleware));
      const miss = await global.call('/nowhere', { headers: { authorization: 'Token ada' } });
      expect(miss.headers.get('x-user')).toBe('Ada');
    });
  }

  test('a class without use() fails at listen(), naming it', async () => {
    class NotMiddleware {}
    const started = startApp([UsersController], [], {}, (app) => app.providers(providers).use(NotMiddleware as never));
    await expect(started).rejects.toThrow('NotMiddleware is given as middleware but is a class without a use(');
  });
});

describe('overrideProvider: a test swaps a provider without editing the app', () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: a service swapped for a fake value reaches the controller`, async () => {
      const fake = { list: () => [{ id: 'fake', name: 'Fake', greeting: 'hi' }] };
      await using s = await open(transport, (app) => app.overrideProvider(UsersService).useValue(fake));
      expect(await (await s.call('/users')).json()).toEqual([{ id: 'fake', name: 'Fake', greeting: 'hi' }]);
    });

    test(`${transport}: useClass, useFactory, and a guard swapped like any provider`, async () => {
      class FakeMailer {
        send(to: string) {
          return `fake:${to}`;
        }
      }
      class AllowAll implements CanActivate {
        canActivate() {
          return true;
        }
      }
      await using s = await open(transport, (app) =>
        app
          .overrideProvider(Mailer)
          .useClass(FakeMailer)
          .overrideProvider(POOL)
          .useFactory({ factory: (config: Config) => ({ dsn: `fake-${config.greeting}` }), inject: [CONFIG] })
          .overrideProvider(RequireUser)
          .useClass(AllowAll),
      );
      expect(await (await s.call('/users/mail')).json()).toEqual({ sent: 'fake:ada', pool: { dsn: 'fake-hello' } });
      expect((await s.call('/users/me')).status).toBe(200);
    });
  }

  test('overrideProvider() after listen() is refused, as every registration', async () => {
    await using s = await open('socket');
    const late = () => s.app.overrideProvider(UsersService);
    expect(late).toThrow('overrideProvider() must be called before listen() or the first fetch()');
  });

  test('a string token takes any value', async () => {
    const app = new Fw().overrideProvider('GREETING').useValue('hi');
    await app.fetch(new Request('http://local/'));
    expect(() => app.providers([])).toThrow(FwError);
  });
});
