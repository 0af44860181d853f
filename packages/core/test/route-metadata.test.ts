import { describe, expect, test } from 'bun:test';
import {
  Catch,
  Controller,
  createMetadata,
  Get,
  HttpException,
  Service,
  UnauthorizedException,
  Use,
  type CanActivate,
  type Context,
  type ExceptionFilter,
  type Middleware,
} from '../src/index.ts';
import { startApp } from './helpers.ts';

// NestJS's pattern: one global AuthGuard, `@Public()` on the open routes, roles read by the same guard.
const Public = createMetadata<boolean>('public');
const Roles = createMetadata<readonly string[]>('roles');
const Area = createMetadata<string>('area');

@Service()
class AuthGuard implements CanActivate<{ authorization: string }> {
  canActivate(ctx: Context<{ headers: Partial<{ authorization: string }> }>) {
    if (Public.read(ctx) === true) return true;
    const role = ctx.headers.authorization;
    if (role === undefined) throw new UnauthorizedException();
    return Roles.read(ctx)?.includes(role) ?? true;
  }
}

@Catch(HttpException)
class AreaFilter implements ExceptionFilter<HttpException> {
  catch(error: HttpException, ctx: Context) {
    return ctx.json({ area: Area.read(ctx) ?? null, status: error.statusCode }, error.statusCode);
  }
}

const tagArea: Middleware = async (ctx, next) => {
  const response = await next();
  response.headers.set('x-area', Area.read(ctx) ?? '-');
  return response;
};

@Controller('/admin/reports')
class ReportsController {
  @Get()
  list() {
    return ['q1'];
  }
}

@Public()
@Roles(['admin'])
@Area('docs')
@Controller({ path: '/docs', children: [ReportsController] })
class DocsController {
  @Get()
  index() {
    return { open: true };
  }

  @Get('/private')
  @Public(false)
  @Area('docs-private')
  secret() {
    return { open: false };
  }
}

@Use(tagArea)
@Area('users')
@Controller('/users')
class UsersController {
  @Get('/health')
  @Public()
  health() {
    return { ok: true };
  }

  @Get()
  list() {
    return ['ada'];
  }

  @Get('/admin')
  @Roles(['admin'])
  admin() {
    return { admin: true };
  }
}

async function openPublicApp() {
  return startApp([DocsController, UsersController], [], {}, (app) => {
    app.useGlobalGuards(AuthGuard).useGlobalFilters(AreaFilter);
  });
}

describe('route metadata: one global guard, @Public() routes (NestJS SetMetadata + Reflector)', () => {
  test('a @Public() handler passes the global guard; its unmarked sibling answers 401', async () => {
    await using server = await openPublicApp();
    const open = await server.call('/users/health');
    expect([open.status, await open.json()]).toEqual([200, { ok: true }]);
    const closed = await server.call('/users');
    expect([closed.status, await closed.json()]).toEqual([401, { area: 'users', status: 401 }]);
    const signedIn = await server.call('/users', { headers: { authorization: 'reader' } });
    expect([signedIn.status, await signedIn.json()]).toEqual([200, ['ada']]);
  });

  test("a handler's value overrides its controller's; a child controller inherits its parent's", async () => {
    await using server = await openPublicApp();
    const docs = await server.call('/docs');
    expect([docs.status, docs.headers.get('x-area')]).toEqual([200, null]);
    const overridden = await server.call('/docs/private');
    expect([overridden.status, await overridden.json()]).toEqual([401, { area: 'docs-private', status: 401 }]);
    const child = await server.call('/docs/admin/reports');
    expect([child.status, await child.json()]).toEqual([200, ['q1']]);
  });

  test('a typed array value: the guard reads the roles of the route; filters and middleware read values', async () => {
    await using server = await openPublicApp();
    const reader = await server.call('/users/admin', { headers: { authorization: 'reader' } });
    expect([reader.status, reader.headers.get('x-area')]).toEqual([403, 'users']);
    const admin = await server.call('/users/admin', { headers: { authorization: 'admin' } });
    expect([admin.status, await admin.json()]).toEqual([200, { admin: true }]);
  });

  test('`read(ctx)` outside a route with values (a plain Context) is undefined, and the key has its name', () => {
    const ctx = { request: new Request('http://local/') } as unknown as Context;
    expect(Public.read(ctx)).toBeUndefined();
    expect(Public.name).toBe('public');
  });
});

// Type tests: the value's type is checked where it is written and where it is read.
export function metadataTypes(ctx: Context): void {
  const roles: readonly string[] | undefined = Roles.read(ctx);
  // @ts-expect-error `read` may give undefined: not a plain boolean
  const open: boolean = Public.read(ctx);
  // @ts-expect-error a string key needs its value: only a boolean-like key defaults to `true`
  Area();
  // @ts-expect-error roles are strings
  Roles([1]);
  void [roles, open];
}
