import { describe, expect, test } from 'bun:test';
import {
  Context,
  Controller,
  Ctx,
  Get,
  Param,
  UnauthorizedException,
  Use,
  type CookieOptions,
  type Middleware,
} from '../src/index.ts';
import { inProcessServer } from '../src/app/in-process-server.ts';
import { createLogger, startApp } from './helpers.ts';

// Every option, and the defaults: each case is [name, value, options, the Set-Cookie expected].
const SET: Record<string, [string, string, CookieOptions | undefined, string]> = {
  plain: ['theme', 'dark', undefined, 'theme=dark; Path=/'],
  encoded: ['note', 'a b;c€', undefined, 'note=a%20b%3Bc%E2%82%AC; Path=/'],
  every: [
    'sid',
    'abc',
    {
      maxAge: 3600,
      expires: new Date(Date.UTC(2030, 0, 1)),
      path: '/app',
      domain: 'example.com',
      secure: true,
      httpOnly: true,
      sameSite: 'strict',
      partitioned: true,
      priority: 'high',
    },
    'sid=abc; Max-Age=3600; Domain=example.com; Path=/app; Expires=Tue, 01 Jan 2030 00:00:00 GMT; HttpOnly; Secure; Partitioned; Priority=High; SameSite=Strict',
  ],
  lax: ['a', '1', { sameSite: 'lax', priority: 'low' }, 'a=1; Path=/; Priority=Low; SameSite=Lax'],
  none: [
    'a',
    '1',
    { sameSite: 'none', secure: true, priority: 'medium' },
    'a=1; Path=/; Secure; Priority=Medium; SameSite=None',
  ],
  secure: [
    '__Secure-id',
    '1',
    { path: '/app', domain: 'example.com' },
    '__Secure-id=1; Domain=example.com; Path=/app; Secure',
  ],
  host: [
    '__Host-sid',
    '1',
    { httpOnly: true, sameSite: 'none' },
    '__Host-sid=1; Path=/; HttpOnly; Secure; SameSite=None',
  ],
  hostLower: ['__host-sid', '1', undefined, '__host-sid=1; Path=/; Secure'],
  // Express's boolean, passed from JavaScript (the type says a string).
  strictTrue: ['a', '1', { sameSite: true as unknown as 'strict' }, 'a=1; Path=/; SameSite=Strict'],
};

// Inputs a browser or the `cookie` package rejects: [name, value, options, what the message must contain].
const INVALID: Record<string, [string, string, CookieOptions | undefined, string[]]> = {
  name: ['a;b', '1', undefined, ['ctx.setCookie("a;b")', 'name is invalid: a;b']],
  space: ['a b', '1', undefined, ['ctx.setCookie("a b")', 'name is invalid']],
  value: ['a', 'x\uD800', undefined, ['ctx.setCookie("a")', 'lone surrogate']],
  maxAge: ['a', '1', { maxAge: 1.5 }, ['ctx.setCookie("a")', 'maxAge is invalid: 1.5']],
  expires: ['a', '1', { expires: new Date('nope') }, ['ctx.setCookie("a")', 'expires is invalid']],
  domain: ['a', '1', { domain: 'bad domain' }, ['ctx.setCookie("a")', 'domain is invalid: bad domain']],
  path: ['a', '1', { path: '/a;b' }, ['ctx.setCookie("a")', 'path is invalid: /a;b']],
  sameSiteNone: [
    'a',
    '1',
    { sameSite: 'none' },
    ['ctx.setCookie("a")', "sameSite: 'none' needs secure: true", 'add secure: true'],
  ],
  partitioned: [
    'a',
    '1',
    { partitioned: true },
    ['ctx.setCookie("a")', 'partitioned: true needs secure: true', 'add secure: true'],
  ],
  insecurePrefix: [
    '__Secure-a',
    '1',
    { secure: false },
    ['ctx.setCookie("__Secure-a")', 'must be Secure', 'remove secure: false'],
  ],
  hostDomain: [
    '__Host-a',
    '1',
    { domain: 'example.com' },
    ['ctx.setCookie("__Host-a")', 'cannot have a domain', 'remove domain'],
  ],
  hostPath: [
    '__Host-a',
    '1',
    { path: '/app' },
    ['ctx.setCookie("__Host-a")', `must have path '/'`, 'got "/app"', 'remove path'],
  ],
};

const setsSession: Middleware = (ctx, next) => {
  ctx.setCookie('session', 'from-middleware', { httpOnly: true });
  return next();
};

@Controller('/c')
class CookiesController {
  @Get('read') read(@Ctx() ctx: Context) {
    const first = ctx.cookies;
    return { cookies: first, same: ctx.cookies === first, constructor: typeof first.constructor };
  }
  @Get('set/:case') set(@Ctx() ctx: Context, @Param('case') key: string) {
    const [name, value, options] = SET[key]!;
    ctx.setCookie(name, value, options);
  }
  @Get('invalid/:case') invalid(@Ctx() ctx: Context, @Param('case') key: string) {
    const [name, value, options] = INVALID[key]!;
    try {
      ctx.setCookie(name, value, options);
      return { thrown: null };
    } catch (error) {
      return { thrown: (error as Error).name, message: (error as Error).message };
    }
  }
  @Get('unguarded') unguarded(@Ctx() ctx: Context) {
    ctx.setCookie('a', '1', { sameSite: 'none' });
    return 'unreachable';
  }
  @Get('two') two(@Ctx() ctx: Context) {
    ctx.setCookie('a', '1').setCookie('b', '2', { httpOnly: true });
    return { ok: true };
  }
  @Get('json') json(@Ctx() ctx: Context) {
    ctx.setCookie('a', '1');
    return ctx.json({ ok: true }, 201);
  }
  @Get('delete') delete(@Ctx() ctx: Context) {
    ctx.deleteCookie('sid');
    ctx.deleteCookie('pref', { path: '/app', domain: 'example.com' });
    ctx.deleteCookie('__Host-sid', { sameSite: 'none' });
    return null;
  }
  @Get('login') login(@Ctx() ctx: Context) {
    ctx.setCookie('sid', 'abc', { httpOnly: true, secure: true, sameSite: 'lax' });
    ctx.setCookie('theme', 'dark');
    return ctx.redirect('/home', 303);
  }
  @Get('guarded') @Use(setsSession) guarded(@Ctx() ctx: Context) {
    ctx.setCookie('attempt', '1');
    throw new UnauthorizedException('sign in first');
  }
  @Get('crash') @Use(setsSession) crash(@Ctx() ctx: Context) {
    ctx.setCookie('attempt', '1');
    throw new Error('internals');
  }
  @Get('raw') raw(@Ctx() ctx: Context) {
    ctx.setCookie('lost', '1');
    return new Response('built by the handler');
  }
}

describe('ctx.cookies', () => {
  const read = async (cookie?: string) => {
    await using s = await startApp([CookiesController]);
    const response = await s.call('/c/read', cookie === undefined ? undefined : { headers: { cookie } });
    return (await response.json()) as { cookies: Record<string, string>; same: boolean; constructor: string };
  };

  test('no Cookie header: {}, parsed once, without Object.prototype', async () => {
    expect(await read()).toEqual({ cookies: {}, same: true, constructor: 'undefined' });
    const ctx = new Context(
      new Request('http://h/', { headers: { cookie: 'a=1' } }),
      inProcessServer,
      undefined,
      undefined,
    );
    expect(ctx.cookies).toBe(ctx.cookies);
  });

  test('several, percent-decoded; a value that fails to decode is kept as sent', async () => {
    expect((await read('a=1; b=%E2%82%AC;c=x%20y; bad=%zz; e=')).cookies).toEqual({
      a: '1',
      b: '€',
      c: 'x y',
      bad: '%zz',
      e: '',
    });
  });

  test('a pair without "=" is skipped; a repeated name keeps the first (the most specific path)', async () => {
    expect((await read('a=1; junk; b=2')).cookies).toEqual({ a: '1', b: '2' });
    expect((await read('sid=app; sid=root')).cookies).toEqual({ sid: 'app' });
  });
});

describe('ctx.setCookie', () => {
  test('every option, the default path and the __Secure-/__Host- prefixes', async () => {
    await using s = await startApp([CookiesController]);
    for (const [key, [, , , expected]] of Object.entries(SET)) {
      const response = await s.call(`/c/set/${key}`);
      expect({ key, status: response.status, cookies: response.headers.getSetCookie() }).toEqual({
        key,
        status: 204,
        cookies: [expected],
      });
    }
  });

  test('each call adds one Set-Cookie, on a returned value and on ctx.json()', async () => {
    await using s = await startApp([CookiesController]);
    const two = await s.call('/c/two');
    expect([two.status, two.headers.getSetCookie(), await two.json()]).toEqual([
      200,
      ['a=1; Path=/', 'b=2; Path=/; HttpOnly'],
      { ok: true },
    ]);
    const json = await s.call('/c/json');
    expect([json.status, json.headers.getSetCookie(), await json.json()]).toEqual([201, ['a=1; Path=/'], { ok: true }]);
  });

  test('what a browser or the cookie package rejects throws a TypeError naming ctx.setCookie and the fix', async () => {
    await using s = await startApp([CookiesController]);
    for (const [key, [, , , parts]] of Object.entries(INVALID)) {
      const response = await s.call(`/c/invalid/${key}`);
      const { thrown, message } = (await response.json()) as { thrown: string; message: string };
      expect({ key, thrown }).toEqual({ key, thrown: 'TypeError' });
      for (const part of parts) expect(message).toContain(part);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  test('uncaught, that TypeError is a programmer error: 500, logged, no cookie', async () => {
    const { logged, logger } = createLogger();
    await using s = await startApp([CookiesController], [], { logger });
    const response = await s.call('/c/unguarded');
    expect([response.status, await response.json(), response.headers.getSetCookie()]).toEqual([
      500,
      { statusCode: 500, message: 'Internal Server Error' },
      [],
    ]);
    expect(logged[0]?.[1]).toBeInstanceOf(TypeError);
  });

  test('a redirect carries the cookies (a login flow)', async () => {
    await using s = await startApp([CookiesController]);
    const response = await s.call('/c/login', { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/home']);
    expect(response.headers.getSetCookie()).toEqual([
      'sid=abc; Path=/; HttpOnly; Secure; SameSite=Lax',
      'theme=dark; Path=/',
    ]);
  });

  test('an error answer keeps the cookies a middleware (before next()) and the handler set', async () => {
    await using s = await startApp([CookiesController], [], { logger: createLogger().logger });
    const expected = ['session=from-middleware; Path=/; HttpOnly', 'attempt=1; Path=/'];
    const denied = await s.call('/c/guarded');
    expect([denied.status, await denied.json(), denied.headers.getSetCookie()]).toEqual([
      401,
      { statusCode: 401, message: 'sign in first' },
      expected,
    ]);
    const crashed = await s.call('/c/crash');
    expect([crashed.status, crashed.headers.getSetCookie()]).toEqual([500, expected]);
  });

  test('a Response the handler returns passes through untouched: the cookie belongs on it', async () => {
    await using s = await startApp([CookiesController]);
    const response = await s.call('/c/raw');
    expect([await response.text(), response.headers.getSetCookie()]).toEqual(['built by the handler', []]);
  });
});

describe('ctx.deleteCookie', () => {
  test('an empty value, Max-Age=0 and Expires at the epoch, with the same path and domain defaults', async () => {
    await using s = await startApp([CookiesController]);
    const response = await s.call('/c/delete');
    expect([response.status, response.headers.getSetCookie()]).toEqual([
      204,
      [
        'sid=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
        'pref=; Max-Age=0; Domain=example.com; Path=/app; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
        '__Host-sid=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=None',
      ],
    ]);
  });

  test('its TypeErrors name ctx.deleteCookie', () => {
    const ctx = new Context(new Request('http://h/'), inProcessServer, undefined, undefined);
    expect(() => ctx.deleteCookie('__Host-sid', { path: '/app' })).toThrow(
      `ctx.deleteCookie("__Host-sid"): a __Host- cookie must have path '/'`,
    );
    expect(() => ctx.deleteCookie('a', { sameSite: 'none' })).toThrow(
      `ctx.deleteCookie("a"): sameSite: 'none' needs secure: true`,
    );
  });
});
