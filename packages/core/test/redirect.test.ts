import { expect, test } from 'bun:test';
import { Controller, Ctx, Get, Query, type Context } from '../src/index.ts';
import { startApp } from './helpers.ts';

@Controller('/go')
class RedirectController {
  @Get() go(@Ctx() ctx: Context, @Query('to') to: string) {
    ctx.setHeader('set-cookie', 'seen=1');
    return ctx.redirect(to, 303);
  }
}

test('ctx.redirect sends Location as ASCII, percent-encoding what a URL cannot carry as it is', async () => {
  await using s = await startApp([RedirectController]);
  const cases: [string, string][] = [
    ['/users/José', '/users/Jos%C3%A9'],
    ['/done/✓?q=1', '/done/%E2%9C%93?q=1'],
    ['/my file', '/my%20file'],
    ['/already%20encoded?x=%C3%A9', '/already%20encoded?x=%C3%A9'],
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    // A line break cannot start a header of its own.
    ['/a\r\nx-injected: 1', '/a%0D%0Ax-injected:%201'],
  ];
  for (const [to, location] of cases) {
    const response = await s.call(`/go?to=${encodeURIComponent(to)}`, { redirect: 'manual' });
    expect({ to, status: response.status, location: response.headers.get('location') }).toEqual({
      to,
      status: 303,
      location,
    });
    expect([response.headers.get('set-cookie'), response.headers.get('x-injected')]).toEqual(['seen=1', null]);
  }
});
