import { expect, test } from 'bun:test';
import { Controller, Get, Use, type Middleware } from '../src/index.ts';
import { createLogger, startApp } from './helpers.ts';

// A middleware that throws after `next()` (an audit log that is down) answers its error instead of
// the handler's response: that response's body must not be left running.

let cancelled = 0;
let ticks = 0;

const audit: Middleware = async (_ctx, next) => {
  await next();
  throw new Error('audit store down');
};

@Controller('/after')
class AfterController {
  @Get('events') @Use(audit) events() {
    let timer: Timer | undefined;
    return new ReadableStream({
      start: (controller) => void (timer = setInterval(() => (ticks++, controller.enqueue(new TextEncoder().encode('data: 1\n\n'))), 5)),
      cancel: () => {
        clearInterval(timer);
        cancelled++;
      },
    });
  }
}

test('an error thrown after next() answers 500 and cancels the dropped stream', async () => {
  const { logged, logger } = createLogger();
  await using s = await startApp([AfterController], [], { logger });
  const response = await s.call('/after/events');
  expect([response.status, await response.json()]).toEqual([500, { statusCode: 500, message: 'Internal Server Error' }]);
  await Bun.sleep(30);
  expect(cancelled).toBe(1);
  const before = ticks;
  await Bun.sleep(30);
  expect(ticks).toBe(before);
  expect(String(logged[0]?.[1])).toContain('audit store down');
});
