import { describe, expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Body,
  Catch,
  Controller,
  Get,
  Inject,
  Post,
  Service,
  UnauthorizedException,
  Use,
  UseFilters,
  UseGuards,
  type CanActivate,
  type Context,
  type ExceptionFilter,
  type Fw,
  type Middleware,
} from '../src/index.ts';
import { createLogger, jsonBody, openApp, startApp, TRANSPORTS } from './helpers.ts';

interface User {
  id: string;
  name: string;
}

@Service()
class UsersService {
  fromToken(header: string | undefined): User | undefined {
    return header === 'Token ada' ? { id: '1', name: 'Ada' } : undefined;
  }
}

/** Requires a known token; the user goes to `ctx.locals` for the handler. */
class AuthGuard implements CanActivate<{ authorization: string }> {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}
  canActivate(ctx: Context<{ headers: Partial<{ authorization: string }> }>) {
    const header: string | undefined = ctx.headers.authorization;
    if (header === undefined) throw new UnauthorizedException();
    const user = this.users.fromToken(header);
    if (user) ctx.locals.user = user;
    return user !== undefined;
  }
}

const order: string[] = [];
const tracing = (name: string, allow = true) => {
  class TracingGuard implements CanActivate {
    async canActivate(ctx: Context) {
      order.push(name);
      await sleep(1);
      return allow && ctx.request.headers.get('x-deny') !== name;
    }
  }
  return TracingGuard;
};
const GlobalGuard = tracing('global');
const ParentGuard = tracing('parent');
const ControllerGuard = tracing('controller');
const HandlerGuard = tracing('handler');
const SecondHandlerGuard = tracing('second');

@Catch(UnauthorizedException)
class UnauthorizedFilter implements ExceptionFilter<UnauthorizedException> {
  catch() {
    return { errors: { token: ['is missing'] } };
  }
}

const recordMiddleware: Middleware = () => void order.push('middleware');

@UseGuards(ControllerGuard)
@Controller('/child')
class ChildController {
  @Get() @UseGuards(HandlerGuard, SecondHandlerGuard) list() {
    return order;
  }
}

@Use(recordMiddleware)
@UseGuards(ParentGuard)
@Controller({ path: '/g', children: [ChildController] })
class GuardedController {
  @Get('me') @UseGuards(AuthGuard) me() {
    return { user: 'seen' };
  }
  @Post('upload') @UseGuards(AuthGuard) upload(@Body() body: unknown) {
    return { body };
  }
  @Get('filtered') @UseGuards(AuthGuard) @UseFilters(UnauthorizedFilter) filtered() {
    return 'in';
  }
  @Get('open') open() {
    return 'open';
  }
}

type Call = (path: string, init?: RequestInit) => Promise<Response>;
const answer = async (call: Call, path: string, init?: RequestInit) => {
  const res = await call(path, init);
  return [res.status, await res.json()];
};

describe('guards: CanActivate classes through DI, @UseGuards, app.useGlobalGuards', () => {
  for (const transport of TRANSPORTS) {
    const withGlobal = (app: Fw) => app.useGlobalGuards(GlobalGuard);
    const open = () => openApp(transport, [GuardedController], [UsersService], {}, withGlobal);

    test(`${transport}: true lets the request through; false is a 403; a thrown exception answers itself`, async () => {
      await using s = await open();
      const token = (value: string) => ({ headers: { authorization: value } });
      expect(await answer(s.call, '/g/me', token('Token ada'))).toEqual([200, { user: 'seen' }]);
      const refused = await answer(s.call, '/g/me', token('Token eve'));
      expect(refused).toEqual([403, { statusCode: 403, message: 'Forbidden resource' }]);
      expect(await answer(s.call, '/g/me')).toEqual([401, { statusCode: 401, message: 'Unauthorized' }]);
      expect(await (await s.call('/g/open')).text()).toBe('open');
    });

    test(`${transport}: middleware, then the app's, the parents', the controller's, the handler's guards`, async () => {
      await using s = await open();
      order.length = 0;
      const all = ['middleware', 'global', 'parent', 'controller', 'handler', 'second'];
      expect(await answer(s.call, '/g/child')).toEqual([200, all]);
      order.length = 0;
      expect((await s.call('/g/child', { headers: { 'x-deny': 'controller' } })).status).toBe(403);
      expect(order).toEqual(['middleware', 'global', 'parent', 'controller']);
    });

    test(`${transport}: a refused request's body is never read: the guard answers, not the body limit`, async () => {
      await using s = await openApp(transport, [GuardedController], [UsersService], { bodyLimit: 8 });
      expect((await s.call('/g/upload', jsonBody('POST', { big: 'x'.repeat(100) }))).status).toBe(401);
      const upload = { ...jsonBody('POST', { big: 'x'.repeat(100) }), headers: { authorization: 'Token ada' } };
      const allowed = await s.call('/g/upload', upload);
      expect(allowed.status).toBe(413);
    });

    test(`${transport}: what a guard throws goes through the filters`, async () => {
      await using s = await open();
      expect(await answer(s.call, '/g/filtered')).toEqual([401, { errors: { token: ['is missing'] } }]);
    });
  }

  test('a guard class without canActivate() fails at listen(), naming it', async () => {
    class NotAGuard {}
    @Controller('/x')
    class X {
      @Get() @UseGuards(NotAGuard as never) x() {
        return 1;
      }
    }
    await expect(startApp([X])).rejects.toThrow('NotAGuard is used as a guard but has no canActivate(ctx) method');
  });

  test("a guard's own dependency must be registered, as any provider's", async () => {
    const refused = startApp([GuardedController]);
    await expect(refused).rejects.toThrow('Cannot create AuthGuard: no provider for constructor parameter #0');
  });
});

const answering = (value: () => unknown) => {
  class AnsweringGuard implements CanActivate {
    canActivate() {
      return value() as boolean;
    }
  }
  return AnsweringGuard;
};

@Controller('/answers')
class AnswersController {
  @Get('truthy') @UseGuards(answering(() => 'yes')) truthy() {
    return 'in';
  }
  @Get('forgot-return') @UseGuards(answering(() => undefined)) forgot() {
    return 'in';
  }
  @Get('thenable') @UseGuards(answering(() => ({ then: (done: (v: boolean) => void) => done(false) }))) thenable() {
    return 'in';
  }
  @Get('rejects') @UseGuards(answering(() => Promise.reject('token store down'))) rejects() {
    return 'in';
  }
}

describe('what a guard returns or throws that is not true, false or an exception', () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: truthy passes and falsy is a 403 (NestJS's); a rejected non-Error is a logged 500`, async () => {
      const { logger, logged } = createLogger();
      await using s = await openApp(transport, [AnswersController], [], { logger });
      expect(await (await s.call('/answers/truthy')).text()).toBe('in');
      const forbidden = [403, { statusCode: 403, message: 'Forbidden resource' }];
      expect(await answer(s.call, '/answers/forgot-return')).toEqual(forbidden);
      expect(await answer(s.call, '/answers/thenable')).toEqual(forbidden);
      expect(logged).toEqual([]);
      expect(await answer(s.call, '/answers/rejects')).toEqual([
        500,
        { statusCode: 500, message: 'Internal Server Error' },
      ]);
      expect(logged).toEqual([
        [expect.stringMatching(/^@fw\/core: GET .*\/answers\/rejects failed:$/), 'token store down'],
      ]);
    });
  }
});
