import { expect, test } from 'bun:test';
import { Controller, Fw, Get, Use, type Middleware } from '../src/index.ts';

// Compile-time checks (npm run typecheck covers this file); the runtime assertions only make it a test.
const typed: Middleware<{ locals: { user: string } }> = (ctx) => {
  ctx.locals.user = 'ada';
};
const plain: Middleware = async (_ctx, next) => next();

@Use(typed, plain)
@Controller('/typing')
class TypingController {
  @Get() @Use(typed) show() {
    return 'ok';
  }
}

test('typed middleware is accepted by @Use and app.use()', async () => {
  const app = new Fw().use(typed).use(plain).controllers([TypingController]);
  expect(await (await app.fetch(new Request('http://local/typing'))).text()).toBe('ok');
});
