import { describe, expect, test } from 'bun:test';
import { z } from 'zod';
import { Body, Controller, Ctx, Fw, Post, Schema, type Context, type FwOptions } from '../src/index.ts';

// A handler that deep-merges `{"__proto__":{"admin":true}}` gives every object in the process `admin`.
// Bodies are compared as text: JSON.stringify writes an own `__proto__` key, as the handler got it.

@Schema(z.object({ user: z.looseObject({}) }))
class UserDto {
  user!: Record<string, unknown>;
}

@Controller('/echo')
class EchoController {
  @Post('plain') plain(@Body() body: unknown) {
    return body;
  }
  @Post('schema') schema(@Body() dto: UserDto) {
    return dto;
  }
  @Post('keyed') keyed(@Body('user') user: unknown) {
    return { user };
  }
  @Post('ctx') context(@Ctx() ctx: Context) {
    return ctx.body;
  }
}

const PROTO = '__proto__';
const CONSTRUCTOR = 'constructor.prototype';
// [body, forbidden key, the body once stripped]
const poisoned = [
  ['{"user":{"__proto__":{"admin":true}}}', PROTO, '{"user":{}}'],
  ['{"user":{"a":{"b":{"__proto__":{"admin":true},"c":1}}}}', PROTO, '{"user":{"a":{"b":{"c":1}}}}'],
  ['{"user":{"list":[{"ok":1},{"__proto__":{"admin":true}}]}}', PROTO, '{"user":{"list":[{"ok":1},{}]}}'],
  ['{"user":{"\\u005f_pro\\u0074o__":{"admin":true}}}', PROTO, '{"user":{}}'],
  ['{"user":{"constructor":{"prototype":{"admin":true}}}}', CONSTRUCTOR, '{"user":{}}'],
  ['{"user":{"x":[[{"constructor":{"prototype":{}},"y":2}]]}}', CONSTRUCTOR, '{"user":{"x":[[{"y":2}]]}}'],
] as const;
const clean = [
  '{"user":{"protocol":"https","note":"__proto__ is only text here"}}',
  '{"user":{"constructor":"Ada","prototype":{"v":1}}}',
  '{"user":{"constructor":{"name":"Ada"},"caf\\u00e9":1}}',
];

function createApp(options: FwOptions = {}): Fw {
  return new Fw(options).controllers([EchoController]);
}

// In-process and over a socket, as sized JSON, as a chunked body, and as a `+json` type.
type Send = (app: Fw, path: string, body: string) => Promise<Response>;
const socket: Send = (app, path, body) => fetch(post(new URL(path, app.url).href, body));
const sends: Record<string, Send> = {
  'app.fetch()': (app, path, body) => app.fetch(post(`http://local${path}`, body)),
  socket,
  chunked: async (app, path, body) => fetch(post(new URL(path, app.url).href, new Blob([body]).stream())),
  '+json': (app, path, body) => app.fetch(post(`http://local${path}`, body, 'application/vnd.api+json')),
};

function post(url: string, body: BodyInit, type = 'application/json'): Request {
  // `duplex`: the Fetch standard asks it of a stream body (undici enforces it; Bun does not).
  return new Request(url, { method: 'POST', body, headers: { 'content-type': type }, duplex: 'half' } as RequestInit);
}

async function withApp(options: FwOptions, run: (app: Fw) => Promise<void>): Promise<void> {
  const app = await createApp(options).listen(0);
  try {
    await run(app);
  } finally {
    await app.stop();
  }
}

const paths = ['/echo/plain', '/echo/schema', '/echo/ctx'];
const read = async (response: Response) => [response.status, await response.text()];
const refusal = (key: string) => {
  const message = `JSON body has a forbidden "${key}" key (prototype poisoning)`;
  return [400, JSON.stringify({ statusCode: 400, message })];
};

describe('prototype poisoning in JSON bodies', () => {
  for (const [via, send] of Object.entries(sends)) {
    test(`default 'error': 400 naming the key, at any depth, in arrays too (${via})`, () =>
      withApp({}, async (app) => {
        for (const [body, key] of poisoned) {
          for (const path of [...paths, '/echo/keyed']) {
            const answer = await read(await send(app, path, body));
            expect([path, body, ...answer]).toEqual([path, body, ...refusal(key)]);
          }
        }
      }));
  }

  test("'remove' strips the key and the handler gets the rest, with a schema too", () =>
    withApp({ onProtoPoisoning: 'remove', onConstructorPoisoning: 'remove' }, async (app) => {
      for (const [via, send] of Object.entries(sends)) {
        for (const [body, , stripped] of poisoned) {
          for (const path of paths) {
            const answer = await read(await send(app, path, body));
            expect([via, path, body, ...answer]).toEqual([via, path, body, 201, stripped]);
          }
        }
      }
    }));

  test('at the top level, of an object or of an array, in both modes', async () => {
    const top = [
      ['{"__proto__":{"admin":true},"a":1}', PROTO, '{"a":1}'],
      ['{"constructor":{"prototype":{"admin":true}},"a":1}', CONSTRUCTOR, '{"a":1}'],
      ['[{"__proto__":{"admin":true}},2]', PROTO, '[{},2]'],
    ] as const;
    await withApp({}, async (app) => {
      for (const [body, key] of top) expect(await read(await socket(app, '/echo/ctx', body))).toEqual(refusal(key));
    });
    await withApp({ onProtoPoisoning: 'remove', onConstructorPoisoning: 'remove' }, async (app) => {
      for (const [body, , stripped] of top) {
        expect(await read(await socket(app, '/echo/plain', body))).toEqual([201, stripped]);
      }
    });
  });

  test("'ignore' hands the key to the handler as sent; each option covers its own shape only", async () => {
    await withApp({ onProtoPoisoning: 'ignore', onConstructorPoisoning: 'ignore' }, async (app) => {
      const body = '{"user":{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}}';
      expect(await read(await socket(app, '/echo/plain', body))).toEqual([201, body]);
    });
    await withApp({ onProtoPoisoning: 'ignore' }, async (app) => {
      const [proto, constructor] = [poisoned[0][0], poisoned[4][0]];
      expect(await read(await socket(app, '/echo/plain', proto))).toEqual([201, proto]);
      expect((await socket(app, '/echo/plain', constructor)).status).toBe(400);
    });
  });

  test('a clean body, "proto" or a \\u escape in it included, reaches the handler unchanged', () =>
    withApp({}, async (app) => {
      for (const body of clean) {
        const expected = JSON.stringify(JSON.parse(body));
        for (const send of Object.values(sends)) {
          expect(await read(await send(app, '/echo/plain', body))).toEqual([201, expected]);
        }
      }
    }));

  test('an option value other than error, remove or ignore fails new Fw(), naming it', () => {
    expect(() => createApp({ onProtoPoisoning: 'strip' as never })).toThrow(
      `Invalid Fw option onProtoPoisoning: "strip"; expected 'error', 'remove' or 'ignore'`,
    );
    const constructorOption = () => createApp({ onConstructorPoisoning: true as never });
    expect(constructorOption).toThrow('Invalid Fw option onConstructorPoisoning: true');
  });
});
