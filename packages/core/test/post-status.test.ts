import { describe, expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Ctx, HttpCode, Post, Put, Use, type Context, type Middleware } from '../src/index.ts';
import { openApp, TRANSPORTS } from './helpers.ts';

@Controller('/direct')
class CreatedController {
  @Post() create() {
    return { id: '1' };
  }
  @Post('text') text() {
    return 'made';
  }
  @Post('empty') empty() {}
  @Post('login') @HttpCode(200) login() {
    return { token: 't' };
  }
  @Post('accepted') @HttpCode(202) accepted() {
    return { queued: true };
  }
  @Post('response') response() {
    return new Response('as built');
  }
  @Post('stream') *stream() {
    yield 'a';
  }
  @Post('async') async later() {
    await sleep(1);
    return { id: '2' };
  }
  @Put() replace() {
    return { id: '1' };
  }
}

// Through a `Context` (a middleware on the controller), with the helpers that read `ctx.status`.
const pass: Middleware = (_ctx, next) => next();

@Use(pass)
@Controller('/context')
class ContextController {
  @Post() create() {
    return { id: '1' };
  }
  @Post('empty') empty() {}
  @Post('json') json(@Ctx() ctx: Context) {
    return ctx.json({ status: ctx.status });
  }
  @Post('set') set(@Ctx() ctx: Context) {
    ctx.status = 200;
    ctx.setHeader('x-set', '1');
    return { id: '1' };
  }
  @Post('headers') headers(@Ctx() ctx: Context) {
    ctx.setHeader('x-made', '1');
    return { id: '1' };
  }
  @Post('headers-empty') headersEmpty(@Ctx() ctx: Context) {
    ctx.setHeader('x-made', '1');
  }
}

describe('@Post() answers 201 by default, as in NestJS', () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: a value is 201, nothing 204; @HttpCode and a Response decide; PUT is 200`, async () => {
      await using s = await openApp(transport, [CreatedController]);
      const status = async (path: string, method = 'POST') => (await s.call(path, { method })).status;
      expect(await status('/direct')).toBe(201);
      expect(await status('/direct/text')).toBe(201);
      expect(await status('/direct/async')).toBe(201);
      expect(await status('/direct/stream')).toBe(201);
      expect(await status('/direct/empty')).toBe(204);
      expect(await status('/direct/login')).toBe(200);
      expect(await status('/direct/accepted')).toBe(202);
      expect(await status('/direct/response')).toBe(200);
      expect(await status('/direct', 'PUT')).toBe(200);
    });

    test(`${transport}: through a context: ctx.status reads 201, ctx.json() uses it, a status set wins`, async () => {
      await using s = await openApp(transport, [ContextController]);
      const answer = async (path: string) => {
        const res = await s.call(path, { method: 'POST' });
        return [res.status, res.status === 204 ? null : await res.json()];
      };
      expect(await answer('/context')).toEqual([201, { id: '1' }]);
      expect(await answer('/context/empty')).toEqual([204, null]);
      expect(await answer('/context/json')).toEqual([201, { status: 201 }]);
      expect(await answer('/context/set')).toEqual([200, { id: '1' }]);
      expect(await answer('/context/headers')).toEqual([201, { id: '1' }]);
      expect(await answer('/context/headers-empty')).toEqual([204, null]);
    });
  }
});
