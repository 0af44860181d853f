import { describe, expect, test } from 'bun:test';
import { Controller, Get, Param, Query, Use, type Middleware } from '../src/index.ts';
import { startApp } from './helpers.ts';

// Shows what the handler received with its type: `{ number: 2 }`, `{ undefined: null }` (JSON would drop `undefined`).
const show = (value: unknown) => ({ [typeof value]: value ?? null });

@Controller('/direct')
class DirectController {
  @Get('page') page(@Query('page') page: number) {
    return show(page);
  }
  @Get('optional') optional(@Query('page') page?: number) {
    return show(page);
  }
  @Get('default') withDefault(@Query('page') page: number = 1) {
    return show(page);
  }
  @Get('flag') flag(@Query('active') active: boolean) {
    return show(active);
  }
  @Get('items/:id') item(@Param('id') id: number) {
    return show(id);
  }
  @Get('text/:id') text(@Param('id') id: string, @Query('page') page: string) {
    return { id: show(id), page: show(page) };
  }
}

// With middleware the route runs through a `Context`: the other set of extractors.
const pass: Middleware = (_ctx, next) => next();

@Controller('/context')
@Use(pass)
class ContextController {
  @Get('page') page(@Query('page') page: number) {
    return show(page);
  }
  @Get('flag') flag(@Query('active') active: boolean) {
    return show(active);
  }
  @Get('items/:id') item(@Param('id') id: number) {
    return show(id);
  }
}

describe('@Query(key) and @Param(key) declared number or boolean get that type (experimental form, design:paramtypes)', () => {
  for (const prefix of ['/direct', '/context']) {
    test(`${prefix}: a decimal number is a number, true and false are booleans`, async () => {
      await using s = await startApp([DirectController, ContextController]);
      const get = async (path: string) => (await s.call(`${prefix}${path}`)).json();
      expect(await get('/page?page=2')).toEqual({ number: 2 });
      expect(await get('/page?page=-1.5e2')).toEqual({ number: -150 });
      expect(await get('/page?page=.5')).toEqual({ number: 0.5 });
      expect(await get('/page')).toEqual({ undefined: null });
      expect(await get('/flag?active=true')).toEqual({ boolean: true });
      expect(await get('/flag?active=false')).toEqual({ boolean: false });
      expect(await get('/items/42')).toEqual({ number: 42 });
    });

    test(`${prefix}: anything else is a 400 naming the parameter, before the handler runs`, async () => {
      await using s = await startApp([DirectController, ContextController]);
      const refused = async (path: string) => {
        const res = await s.call(`${prefix}${path}`);
        return [res.status, ((await res.json()) as { message: string }).message];
      };
      expect(await refused('/page?page=abc')).toEqual([400, 'Query parameter "page" must be a number, got "abc"']);
      expect(await refused('/page?page=')).toEqual([400, 'Query parameter "page" must be a number, got ""']);
      expect(await refused('/page?page=0x10')).toEqual([400, 'Query parameter "page" must be a number, got "0x10"']);
      expect(await refused('/page?page=Infinity')).toEqual([
        400,
        'Query parameter "page" must be a number, got "Infinity"',
      ]);
      expect(await refused('/page?page=1&page=2')).toEqual([
        400,
        'Query parameter "page" must be given once, got 2 values',
      ]);
      expect(await refused('/flag?active=1')).toEqual([400, 'Query parameter "active" must be true or false, got "1"']);
      expect(await refused('/flag?active')).toEqual([400, 'Query parameter "active" must be true or false, got ""']);
      expect(await refused('/items/7a')).toEqual([400, 'Path parameter "id" must be a number, got "7a"']);
    });
  }

  test('an optional number stays undefined when absent; a default value applies; strings are left as parsed', async () => {
    await using s = await startApp([DirectController]);
    const get = async (path: string) => (await s.call(path)).json();
    expect(await get('/direct/optional')).toEqual({ undefined: null });
    expect(await get('/direct/optional?page=3')).toEqual({ number: 3 });
    expect(await get('/direct/default')).toEqual({ number: 1 });
    expect(await get('/direct/default?page=5')).toEqual({ number: 5 });
    expect(await get('/direct/text/007?page=abc')).toEqual({ id: { string: '007' }, page: { string: 'abc' } });
  });
});
