import { describe, expect, test } from 'bun:test';
import { Body, Controller, Ctx, Post, type Context } from '../src/index.ts';
import { jsonBody, startApp } from './helpers.ts';

// `@Body('key')` declared as a primitive is checked as a named query key is, so `a.toLowerCase()` is never a 500.

@Controller('/keys')
class KeysController {
  @Post() direct(@Body('a') a: string, @Body('b') b: number, @Body('c') c: boolean, @Body('d') d: string[]) {
    return { a: a?.toLowerCase(), b, c, d };
  }
  @Post('ctx') withContext(@Body('a') a: string, @Body('b') b: number, @Ctx() ctx: Context) {
    return { a: a?.toLowerCase(), b, method: ctx.method };
  }
  @Post('loose') loose(@Body('any') value: unknown) {
    return { value };
  }
}

const refused = (key: string, expected: string, got: string) => ({
  statusCode: 400,
  message: `Body key "${key}" must be ${expected}, got ${got}`,
});

describe('keyed body slots declared string, number, boolean or an array', () => {
  test('a JSON value of another type answers 400 naming the key and what came, on either invoker', async () => {
    await using s = await startApp([KeysController]);
    const cases: [object, ReturnType<typeof refused>][] = [
      [{ a: ['x'] }, refused('a', 'a string', '["x"]')],
      [{ a: { toLowerCase: 1 } }, refused('a', 'a string', '{"toLowerCase":1}')],
      [{ a: null }, refused('a', 'a string', 'null')],
      [{ b: '7' }, refused('b', 'a number', '"7"')],
      [{ b: true }, refused('b', 'a number', 'true')],
      [{ c: 'true' }, refused('c', 'true or false', '"true"')],
      [{ d: 'x' }, refused('d', 'an array', '"x"')],
    ];
    for (const [body, error] of cases) {
      for (const path of ['/keys', '/keys/ctx']) {
        if (path === '/keys/ctx' && !('a' in body || 'b' in body)) continue;
        const res = await s.call(path, jsonBody('POST', body));
        expect([path, body, res.status, await res.json()]).toEqual([path, body, 400, error]);
      }
    }
  });

  test('values of the declared type pass; an absent key is undefined; an undeclared type is not checked', async () => {
    await using s = await startApp([KeysController]);
    const res = await s.call('/keys', jsonBody('POST', { a: 'X', b: 1.5, c: false, d: ['p'] }));
    expect(await res.json()).toEqual({ a: 'x', b: 1.5, c: false, d: ['p'] });
    expect(await (await s.call('/keys', jsonBody('POST', {}))).json()).toEqual({});
    expect(await (await s.call('/keys/loose', jsonBody('POST', { any: [1] }))).json()).toEqual({ value: [1] });
  });

  test('a url-encoded form is converted as a query is: "7" is 7, a bad number a 400', async () => {
    await using s = await startApp([KeysController]);
    const form = (body: string) => ({
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await (await s.call('/keys', form('a=X&b=7&c=true&d=q'))).json()).toEqual({
      a: 'x',
      b: 7,
      c: true,
      d: ['q'],
    });
    const bad = await s.call('/keys', form('b=seven'));
    expect([bad.status, await bad.json()]).toEqual([
      400,
      { statusCode: 400, message: 'Body key "b" must be a number, got "seven"' },
    ]);
  });
});
