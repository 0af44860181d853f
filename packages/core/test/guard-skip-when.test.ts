import { describe, expect, test } from 'bun:test';
import {
  Controller,
  createMetadata,
  Get,
  Service,
  UnauthorizedException,
  UseGuards,
  type CanActivate,
  type Context,
} from '../src/index.ts';
import { startApp } from './helpers.ts';

// A guard names the key that exempts a route, so the server skips it and the generator can read the rule.
const Public = createMetadata<boolean>('public');
let runs = 0;

@Service()
class AuthGuard implements CanActivate<{ authorization: string }> {
  static readonly skipWhen = Public;
  canActivate(ctx: Context<{ headers: Partial<{ authorization: string }> }>) {
    runs++;
    if (ctx.headers.authorization !== 'token') throw new UnauthorizedException();
    return true;
  }
}

@Public()
@Controller('/open')
class OpenController {
  @Get()
  index() {
    return { open: true };
  }

  @Get('/closed')
  @Public(false)
  closed() {
    return { open: false };
  }
}

@Controller('/users')
class UsersController {
  @Get('/health')
  @Public()
  health() {
    return { ok: true };
  }

  @Get()
  @UseGuards(AuthGuard)
  list() {
    return ['ada'];
  }
}

describe('a guard with `static skipWhen = Key` is not run on routes carrying the key truthy', () => {
  test('global guard: @Public() handler and controller answer 200 without the header; the rest 401', async () => {
    await using server = await startApp([OpenController, UsersController], [], {}, (app) => {
      app.useGlobalGuards(AuthGuard);
    });
    runs = 0;
    const health = await server.call('/users/health');
    const open = await server.call('/open');
    expect([health.status, open.status, runs]).toEqual([200, 200, 0]);
    const closed = await server.call('/open/closed');
    const list = await server.call('/users');
    expect([closed.status, list.status]).toEqual([401, 401]);
    const signedIn = await server.call('/users', { headers: { authorization: 'token' } });
    expect([signedIn.status, await signedIn.json()]).toEqual([200, ['ada']]);
  });

  test('a skipWhen that is not a createMetadata() key fails listen(), naming the guard and the fix', async () => {
    @Service()
    class BadGuard implements CanActivate {
      static readonly skipWhen = 'public';
      canActivate() {
        return true;
      }
    }
    const start = startApp([UsersController], [], {}, (app) => app.useGlobalGuards(BadGuard));
    await expect(start).rejects.toThrow(
      '@fw/core: BadGuard.skipWhen is "public"; give a route metadata key: static readonly skipWhen = Public',
    );
  });
});
