import { afterAll, expect, test } from 'bun:test';
import {
  Catch,
  Controller,
  createParamDecorator,
  Ctx,
  Fw,
  Get,
  UseFilters,
  UseGuards,
  type CanActivate,
  type Context,
  type ExceptionFilter,
} from '../src/index.ts';

const seen: Record<string, string> = {};
const RequestId = createParamDecorator((_data: undefined, ctx) => ctx.requestId);

class RecordingGuard implements CanActivate {
  canActivate(ctx: Context) {
    seen.guard = ctx.requestId;
    return true;
  }
}

@Catch()
class RecordingFilter implements ExceptionFilter {
  catch(_error: unknown, ctx: Context) {
    seen.filter = ctx.requestId;
    return ctx.json({ id: ctx.requestId }, 418);
  }
}

@Controller('/ids')
@UseGuards(RecordingGuard)
class IdsController {
  @Get('plain') plain(@Ctx() ctx: Context) {
    return { id: ctx.requestId };
  }
  @Get('decorated') decorated(@RequestId() id: string) {
    return { id };
  }
  @Get('fails') @UseFilters(RecordingFilter) fails() {
    throw new Error('boom');
  }
}

const app = await new Fw({ requestId: true, logger: { error: () => {} } }).controllers([IdsController]).listen(0);
const custom = await new Fw({ requestId: { header: 'X-Correlation-Id' } })
  .controllers([IdsController])
  .route('GET', '/raw', () => new Response('raw'))
  .listen(0);
afterAll(() => Promise.all([app.stop(), custom.stop()]));

const get = (target: Fw, path: string, headers?: Record<string, string>) =>
  fetch(new URL(path, target.url), { headers });

test('an incoming x-request-id is the id in the handler and on the response', async () => {
  const response = await get(app, '/ids/plain', { 'x-request-id': 'abc-123' });
  expect(response.headers.get('x-request-id')).toBe('abc-123');
  expect(await response.json()).toEqual({ id: 'abc-123' });
  expect(seen.guard).toBe('abc-123');
});

test('without the header the id is a generated UUID, the same in the guard, the decorator and the response', async () => {
  const response = await get(app, '/ids/decorated');
  const { id } = (await response.json()) as { id: string };
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(response.headers.get('x-request-id')).toBe(id);
  expect(seen.guard).toBe(id);
});

test('an id too long or with characters a log line could be forged with is replaced', async () => {
  for (const bad of ['a'.repeat(129), 'x y', 'a"b', 'a\tb']) {
    const response = await get(app, '/ids/plain', { 'x-request-id': bad });
    const { id } = (await response.json()) as { id: string };
    expect(id).not.toBe(bad);
    expect(id).toHaveLength(36);
  }
});

test('filters see the id, and the error answer carries it', async () => {
  const response = await get(app, '/ids/fails', { 'x-request-id': 'err-1' });
  expect([response.status, await response.json(), response.headers.get('x-request-id')]).toEqual([
    418,
    { id: 'err-1' },
    'err-1',
  ]);
  expect(seen.filter).toBe('err-1');
});

test('the header name is an option; raw routes and 404s echo it too', async () => {
  const named = await get(custom, '/ids/plain', { 'x-correlation-id': 'corr-9', 'x-request-id': 'other' });
  expect([named.headers.get('x-correlation-id'), await named.json()]).toEqual(['corr-9', { id: 'corr-9' }]);
  const raw = await get(custom, '/raw', { 'x-correlation-id': 'raw-1' });
  expect(raw.headers.get('x-correlation-id')).toBe('raw-1');
  const missing = await get(custom, '/nowhere', { 'x-correlation-id': 'miss-1' });
  expect([missing.status, missing.headers.get('x-correlation-id')]).toEqual([404, 'miss-1']);
});

test('with ids off, ctx.requestId still answers and nothing is echoed', async () => {
  const plain = await new Fw().controllers([IdsController]).listen(0);
  try {
    const response = await get(plain, '/ids/plain', { 'x-request-id': 'quiet-1' });
    expect([await response.json(), response.headers.get('x-request-id')]).toEqual([{ id: 'quiet-1' }, null]);
  } finally {
    await plain.stop();
  }
});

test('a header name that is not a token is refused at new Fw()', () => {
  expect(() => new Fw({ requestId: { header: 'bad header' } })).toThrow(
    `@fw/core: Invalid Fw option requestId.header: "bad header"; expected a header name such as 'x-request-id'`,
  );
});
