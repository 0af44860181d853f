import { expect, test } from 'bun:test';
import { createHmac } from 'node:crypto';
import { Body, Controller, Ctx, Header, Post, type Context } from '../src/index.ts';
import { startApp } from './helpers.ts';

// A handler that declares its body as bytes gets the body as sent: what a webhook's signature check
// needs (the HMAC is over the exact bytes, and a parsed-then-serialized JSON body rarely matches).

const SECRET = 'whsec_test';
const sign = (payload: string) => createHmac('sha256', SECRET).update(payload).digest('hex');

@Controller('/hooks')
class HooksController {
  @Post('stripe') stripe(@Body() raw: ArrayBuffer, @Header('x-signature') signature: string) {
    const text = new TextDecoder().decode(raw);
    if (sign(text) !== signature) return { verified: false };
    return { verified: true, event: JSON.parse(text) as unknown };
  }

  @Post('bytes') bytes(@Body() raw: Uint8Array) {
    return { type: raw.constructor.name, length: raw.byteLength, first: raw[0] ?? null };
  }

  @Post('ctx', { body: ArrayBuffer }) withContext(@Ctx() ctx: Context<{ body: ArrayBuffer }>) {
    return { type: ctx.body.constructor.name, length: ctx.body.byteLength };
  }
}

test('@Body() raw: ArrayBuffer is the body as sent, so an HMAC over it verifies', async () => {
  await using s = await startApp([HooksController]);
  const payload = '{ "type":"invoice.paid",  "id": 1 }';
  const res = await s.call('/hooks/stripe', {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'x-signature': sign(payload) },
  });
  expect([res.status, await res.json()]).toEqual([201, { verified: true, event: { type: 'invoice.paid', id: 1 } }]);
});

test('bytes are never parsed: malformed JSON, a form, no type at all arrive as sent', async () => {
  await using s = await startApp([HooksController]);
  for (const [body, type] of [
    ['{bad', 'application/json'],
    ['a=1&b=2', 'application/x-www-form-urlencoded'],
    ['\u00ff', ''],
  ] as const) {
    const res = await s.call('/hooks/bytes', {
      method: 'POST',
      body,
      headers: type === '' ? {} : { 'content-type': type },
    });
    const bytes = new TextEncoder().encode(body);
    expect([type, res.status, await res.json()]).toEqual([
      type,
      201,
      { type: 'Uint8Array', length: bytes.byteLength, first: bytes[0] },
    ]);
  }
});

test('no body is an empty buffer, never undefined; { body: ArrayBuffer } names it for @Ctx()', async () => {
  await using s = await startApp([HooksController]);
  expect(await (await s.call('/hooks/bytes', { method: 'POST' })).json()).toEqual({
    type: 'Uint8Array',
    length: 0,
    first: null,
  });
  const res = await s.call('/hooks/ctx', { method: 'POST', body: 'abc' });
  expect(await res.json()).toEqual({ type: 'ArrayBuffer', length: 3 });
  expect(await (await s.call('/hooks/ctx', { method: 'POST' })).json()).toEqual({ type: 'ArrayBuffer', length: 0 });
});

test('the body limit holds for bytes: a declared length over it and a chunked body crossing it answer 413', async () => {
  await using s = await startApp([HooksController], [], { bodyLimit: 16 });
  const declared = await s.call('/hooks/bytes', { method: 'POST', body: 'x'.repeat(17) });
  expect([declared.status, (await declared.json()).statusCode]).toEqual([413, 413]);
  const stream = (chunks: number) => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === chunks) controller.close();
        else controller.enqueue(new TextEncoder().encode('12345678'));
      },
    });
  };
  const chunked = (chunks: number) =>
    s.call('/hooks/ctx', { method: 'POST', body: stream(chunks), duplex: 'half' } as RequestInit);
  const crossing = await chunked(3);
  expect([crossing.status, (await crossing.json()).message]).toEqual([
    413,
    'Request body exceeds the limit of 16 bytes',
  ]);
  expect(await (await chunked(2)).json()).toEqual({ type: 'ArrayBuffer', length: 16 });
});
