import { describe, expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Body,
  Controller,
  Get,
  Post,
  Service,
  UnauthorizedException,
  UseGuards,
  createParamDecorator,
  type CanActivate,
  type Context,
  type ParamValue,
} from '../src/index.ts';
import { jsonBody, openApp, TRANSPORTS } from './helpers.ts';

interface User {
  id: string;
  name: string;
}

@Service()
class UsersService {
  async fromToken(header: string): Promise<User | undefined> {
    await sleep(1);
    return header === 'Token ada' ? { id: '1', name: 'Ada' } : undefined;
  }
}

/** Required auth: no token or an unknown one is a 401. */
@Service()
class AuthGuard implements CanActivate<{ authorization: string }> {
  constructor(protected readonly users: UsersService) {}
  protected readonly optional: boolean = false;
  async canActivate(ctx: Context<{ headers: Partial<{ authorization: string }> }>) {
    const header = ctx.headers.authorization;
    const user = header === undefined ? undefined : await this.users.fromToken(header);
    if (user === undefined && !(this.optional && header === undefined)) throw new UnauthorizedException();
    ctx.locals.user = user;
    return true;
  }
}

/** Optional auth, the same guard: a request without a token passes with no user; a bad token is still a 401. */
@Service()
class OptionalAuthGuard extends AuthGuard implements CanActivate<{ authorization?: string }> {
  protected override readonly optional = true;
}

/** `@CurrentUser()` the user (or `undefined` where auth is optional), `@CurrentUser('name')` one field. */
const CurrentUser = createParamDecorator((key: keyof User | undefined, ctx) => {
  const user = ctx.locals.user as User | undefined;
  return key === undefined ? user : user?.[key];
});

const Later = createParamDecorator(async (ms: number) => {
  await sleep(ms);
  return `after ${ms} ms`;
});

const SignedIn = createParamDecorator((_data: undefined, ctx) => {
  if (ctx.locals.user === undefined) throw new UnauthorizedException('Sign in first');
  return true;
});

const BodyKeys = createParamDecorator((_data: undefined, ctx) => Object.keys(ctx.body as object));

@Controller('/p')
class ProfileController {
  @Get('me') @UseGuards(AuthGuard) me(@CurrentUser() user: User, @CurrentUser('name') name: string) {
    return { user, name };
  }

  @Get('feed') @UseGuards(OptionalAuthGuard) feed(@CurrentUser() user: User | undefined) {
    return { user: user ?? null };
  }

  @Get('later') later(@Later(2) text: string) {
    return { text };
  }
  @Get('signed') signed(@SignedIn() signedIn: boolean) {
    return { signedIn };
  }
  @Post('keys') keys(@BodyKeys() keys: string[], @Body('a') a: number) {
    return { keys, a };
  }
}

// Compile-time: the value type a decorator hands over, and the data it takes (npm run typecheck).
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const currentUserValue: Equal<ParamValue<typeof CurrentUser>, string | User | undefined> = true;
const laterValue: Equal<ParamValue<typeof Later>, string> = true;
// @ts-expect-error `User` has no key `email`
CurrentUser('email');
// @ts-expect-error `Later` needs its number of milliseconds
Later();

describe('createParamDecorator: custom parameter decorators, run after the guards', () => {
  for (const transport of TRANSPORTS) {
    const open = () => openApp(transport, [ProfileController], [UsersService]);
    const ada = { headers: { authorization: 'Token ada' } };

    test(`${transport}: the value reaches the handler, whole or by data; the guard ran first`, async () => {
      await using s = await open();
      expect(await (await s.call('/p/me', ada)).json()).toEqual({ user: { id: '1', name: 'Ada' }, name: 'Ada' });
      expect((await s.call('/p/me')).status).toBe(401);
    });

    test(`${transport}: the optional variant: no token, no user; a bad token is still a 401`, async () => {
      await using s = await open();
      expect(await (await s.call('/p/feed')).json()).toEqual({ user: null });
      expect(await (await s.call('/p/feed', ada)).json()).toEqual({ user: { id: '1', name: 'Ada' } });
      expect((await s.call('/p/feed', { headers: { authorization: 'Token eve' } })).status).toBe(401);
    });

    test(`${transport}: an async factory is awaited; what it throws is the answer; it sees the body`, async () => {
      await using s = await open();
      expect(await (await s.call('/p/later')).json()).toEqual({ text: 'after 2 ms' });
      const refused = await s.call('/p/signed');
      expect([refused.status, await refused.json()]).toEqual([401, { statusCode: 401, message: 'Sign in first' }]);
      const keys = await s.call('/p/keys', jsonBody('POST', { a: 1, b: 2 }));
      expect(await keys.json()).toEqual({ keys: ['a', 'b'], a: 1 });
    });
  }

  test('read(ctx, data) runs the same function, for a Stage 3 handler', async () => {
    const { Context: ContextClass } = await import('../src/context/context.ts');
    const { inProcessServer } = await import('../src/app/in-process-server.ts');
    const ctx = new ContextClass(new Request('http://local/'), inProcessServer, undefined, undefined);
    ctx.locals.user = { id: '2', name: 'Grace' };
    expect(await CurrentUser.read(ctx, 'name')).toBe('Grace');
    expect([currentUserValue, laterValue]).toEqual([true, true]);
  });
});
