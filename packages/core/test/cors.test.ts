import { describe, expect, test } from 'bun:test';
import {
  Body,
  Context,
  Controller,
  Ctx,
  ForbiddenException,
  Get,
  Options,
  Post,
  cors,
  type CorsOptions,
  type Fw,
  type Middleware,
} from '../src/index.ts';
import { createLogger, ON_NODE, startApp } from './helpers.ts';

const APP = 'https://app.example';
const OTHER = 'https://other.example';
const EVIL = 'https://evil.test';

let handled = 0;
// One constant answered to every request, as a handler may cache a redirect: it must not carry one
// request's origin into the next answer.
const SHARED_REDIRECT = Response.redirect('https://app.example/next', 302);
let releaseStream = () => {};

@Controller('/api')
class ApiController {
  @Get('value') value() {
    return { ok: true };
  }
  @Get('json') json(@Ctx() ctx: Context) {
    return ctx.json({ via: 'json' }, 201);
  }
  @Get('fail') fail() {
    throw new ForbiddenException('not yours');
  }
  @Get('own') own() {
    return new Response('own body', { status: 202, headers: { vary: 'Accept', 'x-own': '1' } });
  }
  @Get('redirect') redirect() {
    return SHARED_REDIRECT;
  }
  @Get('clobber') clobber(@Ctx() ctx: Context) {
    ctx.setHeader('vary', 'Accept');
    return 'clobbered';
  }
  @Get('stream') stream() {
    const encoder = new TextEncoder();
    return new Response(
      new ReadableStream({
        async start(controller) {
          controller.enqueue(encoder.encode('first'));
          await new Promise<void>((resolve) => (releaseStream = resolve));
          controller.enqueue(encoder.encode('-second'));
          controller.close();
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );
  }
  @Get('untyped-stream') untypedStream() {
    return new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('bytes'));
          controller.close();
        },
      }),
    );
  }
  @Get('immutable') immutable() {
    // The Fetch Standard's "immutable" guard (a `fetch()` answer elsewhere); Bun leaves those writable.
    const response = new Response('sealed', { headers: { 'content-type': 'text/plain' } });
    const headers = new Headers(response.headers);
    headers.set = headers.append = () => {
      throw new TypeError('immutable');
    };
    Object.defineProperty(response, 'headers', { value: headers });
    return response;
  }
  @Post('items') create() {
    handled++;
    return { created: true };
  }
  @Options('plain') plain() {
    return 'options route';
  }
  @Post('echo') echo(@Body() body: unknown) {
    return body;
  }
}

async function start(options?: CorsOptions, setup?: (app: Fw) => void) {
  return startApp([ApiController], [], { logger: createLogger().logger }, (app) => {
    setup?.(app);
    app.use(cors(options));
  });
}

function from(origin: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), origin } };
}

function preflight(origin: string, requestHeaders?: string): RequestInit {
  const headers: Record<string, string> = { origin, 'access-control-request-method': 'POST' };
  if (requestHeaders !== undefined) headers['access-control-request-headers'] = requestHeaders;
  return { method: 'OPTIONS', headers };
}

// Every CORS header of an answer, and its Vary: what the assertions compare.
function corsHeaders(response: Response): Record<string, string> {
  const seen: Record<string, string> = {};
  for (const [name, value] of response.headers)
    if (name.startsWith('access-control-') || name === 'vary') seen[name] = value;
  return seen;
}

const DEFAULT_METHODS = 'GET, HEAD, PUT, PATCH, POST, DELETE';

describe('cors() with the defaults', () => {
  test('answers a preflight to a POST-only path with 204, reflecting the requested headers, without running the handler', async () => {
    const counted = () => void handled++;
    await using s = await startApp([ApiController], [], {}, (app) => app.use(cors()).use(counted));
    const before = handled;
    const res = await s.call('/api/items', preflight(APP, 'content-type, x-token'));
    expect([res.status, await res.text()]).toEqual([204, '']);
    expect(corsHeaders(res)).toEqual({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': DEFAULT_METHODS,
      'access-control-allow-headers': 'content-type, x-token',
      vary: 'Access-Control-Request-Headers',
    });
    // Neither the middleware registered after cors() nor the handler ran.
    expect(handled).toBe(before);
  });

  test('answers a preflight to an unknown path, which would otherwise be a 404', async () => {
    await using s = await start();
    const res = await s.call('/nowhere', preflight(APP));
    expect(res.status).toBe(204);
    expect(corsHeaders(res)).toEqual({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': DEFAULT_METHODS,
      vary: 'Access-Control-Request-Headers',
    });
  });

  test('an OPTIONS request without Access-Control-Request-Method goes on to the routes', async () => {
    await using s = await start();
    const notAllowed = await s.call('/api/items', from(APP, { method: 'OPTIONS' }));
    expect([
      notAllowed.status,
      notAllowed.headers.get('allow'),
      notAllowed.headers.get('access-control-allow-origin'),
    ]).toEqual([405, 'POST', '*']);
    const routed = await s.call('/api/plain', from(APP, { method: 'OPTIONS' }));
    expect([routed.status, await routed.text(), routed.headers.get('access-control-allow-origin')]).toEqual([
      200,
      'options route',
      '*',
    ]);
    expect(routed.headers.get('access-control-allow-methods')).toBeNull();
  });

  test('a request without Origin gets no CORS headers', async () => {
    await using s = await start();
    for (const init of [{}, { method: 'OPTIONS', headers: { 'access-control-request-method': 'POST' } }]) {
      const res = await s.call('/api/value', init);
      expect(corsHeaders(res)).toEqual({});
    }
  });

  test('an actual request gets Access-Control-Allow-Origin: * and no Vary', async () => {
    await using s = await start();
    const res = await s.call('/api/value', from(APP));
    expect([res.status, await res.json(), corsHeaders(res)]).toEqual([
      200,
      { ok: true },
      { 'access-control-allow-origin': '*' },
    ]);
  });
});

describe('origin forms', () => {
  const forms: [string, CorsOptions['origin'], refused: string | undefined][] = [
    ['a string', APP, OTHER],
    ['a list', [OTHER, APP], EVIL],
    ['a RegExp', /^https:\/\/[a-z]+\.example$/, 'https://app.example.evil.test'],
    ['a global RegExp (its lastIndex is not carried over)', /^https:\/\/app\.example$/g, EVIL],
    ['an unanchored RegExp (the whole origin must match)', /https:\/\/app\.example/, `${APP}.evil.test`],
    [
      'a RegExp anchoring one side of each branch',
      /^https:\/\/nope\.test|https:\/\/app\.example$/,
      'https://nope.test.evil.io',
    ],
    ['a function', (origin: string) => origin.endsWith('.example'), EVIL],
    ['true (reflect)', true, undefined],
  ];
  for (const [name, origin, refused] of forms) {
    test(`${name}: an allowed origin is answered with itself, a refused one without, Vary: Origin on both`, async () => {
      await using s = await start({ origin });
      for (let i = 0; i < 2; i++) {
        const allowed = await s.call('/api/value', from(APP));
        expect(corsHeaders(allowed)).toEqual({ 'access-control-allow-origin': APP, vary: 'Origin' });
        const allowedPreflight = await s.call('/api/items', preflight(APP));
        expect(corsHeaders(allowedPreflight)).toEqual({
          'access-control-allow-origin': APP,
          'access-control-allow-methods': DEFAULT_METHODS,
          vary: 'Origin, Access-Control-Request-Headers',
        });
      }
      if (refused !== undefined) {
        const denied = await s.call('/api/value', from(refused));
        expect([denied.status, corsHeaders(denied)]).toEqual([200, { vary: 'Origin' }]);
        const deniedPreflight = await s.call('/api/items', preflight(refused, 'content-type'));
        expect([deniedPreflight.status, corsHeaders(deniedPreflight)]).toEqual([
          204,
          { vary: 'Origin, Access-Control-Request-Headers' },
        ]);
      }
      // Not a CORS request, but its answer depends on Origin: a cache must not serve it to a CORS request.
      expect(corsHeaders(await s.call('/api/value'))).toEqual({ vary: 'Origin' });
    });
  }

  test("origin true, credentials: Origin: null is never reflected; a listed 'null' is; true alone is", async () => {
    const nullOrigin = (credentialed: Response) => credentialed.headers.get('access-control-allow-origin');
    await using reflecting = await start({ origin: true, credentials: true });
    const refused = await reflecting.call('/api/value', from('null'));
    expect([refused.status, corsHeaders(refused)]).toEqual([200, { vary: 'Origin' }]);
    expect(nullOrigin(await reflecting.call('/api/items', preflight('null')))).toBeNull();
    expect(nullOrigin(await reflecting.call('/api/value', from(APP)))).toBe(APP);
    await using listed = await start({ origin: [APP, 'null'], credentials: true });
    expect(corsHeaders(await listed.call('/api/value', from('null')))).toEqual({
      'access-control-allow-origin': 'null',
      'access-control-allow-credentials': 'true',
      vary: 'Origin',
    });
    await using uncredentialed = await start({ origin: true });
    expect(nullOrigin(await uncredentialed.call('/api/value', from('null')))).toBe('null');
  });

  test('an origin function that returns something else than a boolean answers 500, naming the rule', async () => {
    const { logged, logger } = createLogger();
    await using s = await startApp([ApiController], [], { logger }, (app) =>
      app.use(cors({ origin: ((origin: string) => origin) as never })),
    );
    const res = await s.call('/api/value', from(APP));
    expect(res.status).toBe(500);
    expect(String(logged[0]?.[1])).toBe(
      'TypeError: @fw/core: cors(): the origin function must return true or false, got "https://app.example"',
    );
  });
});

describe('the other options', () => {
  const options: CorsOptions = {
    origin: [APP, OTHER],
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    exposedHeaders: ['X-Request-Id', 'X-Total'],
    maxAge: 600,
  };

  test('a preflight gets credentials, the fixed methods and headers and the max age; no Vary on the request headers', async () => {
    await using s = await start(options);
    const res = await s.call('/api/items', preflight(OTHER, 'x-anything'));
    expect(corsHeaders(res)).toEqual({
      'access-control-allow-origin': OTHER,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Content-Type, Authorization',
      'access-control-max-age': '600',
      vary: 'Origin',
    });
  });

  test('standard methods given in lower case are sent in upper case (a preflight compares them as sent); others as given', async () => {
    await using s = await start({ methods: ['get', 'Patch', 'purge'] });
    const res = await s.call('/api/items', preflight(APP, 'x-anything'));
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, PATCH, purge');
  });

  test('an actual answer gets credentials and the exposed headers', async () => {
    await using s = await start(options);
    const res = await s.call('/api/value', from(APP));
    expect(corsHeaders(res)).toEqual({
      'access-control-allow-origin': APP,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'X-Request-Id, X-Total',
      vary: 'Origin',
    });
  });
});

describe('every answer carries the headers', () => {
  const options: CorsOptions = { origin: [APP, OTHER], credentials: true, exposedHeaders: ['X-Request-Id'] };
  const expected = (origin: string, vary = 'Origin') => ({
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': 'X-Request-Id',
    vary,
  });

  test('ctx.json(), a thrown exception, the 404 and the 405', async () => {
    await using s = await start(options);
    const json = await s.call('/api/json', from(APP));
    expect([json.status, await json.json(), corsHeaders(json)]).toEqual([201, { via: 'json' }, expected(APP)]);
    const failed = await s.call('/api/fail', from(APP));
    expect([failed.status, await failed.json(), corsHeaders(failed)]).toEqual([
      403,
      { statusCode: 403, message: 'not yours' },
      expected(APP),
    ]);
    const missing = await s.call('/nowhere', from(APP));
    expect([missing.status, corsHeaders(missing)]).toEqual([404, expected(APP)]);
    const notAllowed = await s.call('/api/items', from(APP));
    expect([notAllowed.status, notAllowed.headers.get('allow'), corsHeaders(notAllowed)]).toEqual([
      405,
      'POST',
      expected(APP),
    ]);
  });

  // Why fw answers the 413 itself rather than leave it to Bun's maxRequestBodySize (a bare 413 that
  // skips the app): without these headers a cross-origin browser sees a network error, not a 413.
  test('the 413 of a body over the limit', async () => {
    await using s = await startApp([ApiController], [], { bodyLimit: 16, logger: createLogger().logger }, (app) =>
      app.use(cors(options)),
    );
    const body = JSON.stringify({ text: 'x'.repeat(64) });
    const tooLarge = await s.call(
      '/api/echo',
      from(APP, { method: 'POST', body, headers: { 'content-type': 'application/json' } }),
    );
    expect([tooLarge.status, await tooLarge.json(), corsHeaders(tooLarge)]).toEqual([
      413,
      { statusCode: 413, message: 'Request body exceeds the limit of 16 bytes' },
      expected(APP),
    ]);
  });

  test('a Response the handler built keeps its status, body, type and Vary, with Origin added', async () => {
    await using s = await start(options);
    for (const origin of [APP, OTHER]) {
      const res = await s.call('/api/own', from(origin));
      // The type the runtime's Fetch gives a string body (undici's spells UTF-8 in capitals), kept.
      expect([res.status, await res.text(), res.headers.get('x-own'), res.headers.get('content-type')]).toEqual([
        202,
        'own body',
        '1',
        ON_NODE ? 'text/plain;charset=UTF-8' : 'text/plain;charset=utf-8',
      ]);
      expect(corsHeaders(res)).toEqual(expected(origin, 'Accept, Origin'));
    }
  });

  test('a shared Response.redirect() carries each request its own origin, and a refused origin none', async () => {
    await using s = await start(options);
    const redirect = (origin: string) => s.call('/api/redirect', from(origin, { redirect: 'manual' }));
    for (const origin of [APP, OTHER]) {
      const res = await redirect(origin);
      expect([res.status, res.headers.get('location'), corsHeaders(res)]).toEqual([
        302,
        'https://app.example/next',
        expected(origin),
      ]);
    }
    const refused = await redirect(EVIL);
    expect([refused.status, corsHeaders(refused)]).toEqual([302, { vary: 'Origin' }]);
    expect([...SHARED_REDIRECT.headers]).toEqual([['location', 'https://app.example/next']]);
  });

  test('a Response whose headers are immutable is answered as a copy', async () => {
    await using s = await start(options);
    const res = await s.call('/api/immutable', from(APP));
    expect([await res.text(), res.headers.get('content-type'), corsHeaders(res)]).toEqual([
      'sealed',
      'text/plain',
      expected(APP),
    ]);
  });

  test('a streamed Response still streams', async () => {
    await using s = await start(options);
    const untyped = await s.call('/api/untyped-stream', from(APP));
    expect([await untyped.text(), corsHeaders(untyped)]).toEqual(['bytes', expected(APP)]);
    const res = await s.call('/api/stream', from(APP));
    expect([res.headers.get('content-type'), corsHeaders(res)]).toEqual(['text/event-stream', expected(APP)]);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    // The first chunk arrives while the handler's stream is still open.
    expect(decoder.decode((await reader.read()).value)).toBe('first');
    releaseStream();
    expect(decoder.decode((await reader.read()).value)).toBe('-second');
    expect((await reader.read()).done).toBe(true);
  });

  test('an error an outer middleware throws after next() carries them too', async () => {
    const late: Middleware = async (_ctx, next) => {
      await next();
      throw new ForbiddenException('too late');
    };
    await using s = await start(options, (app) => app.use(late));
    const res = await s.call('/api/own', from(APP));
    expect([res.status, await res.json(), corsHeaders(res)]).toEqual([
      403,
      { statusCode: 403, message: 'too late' },
      expected(APP),
    ]);
  });

  test("Vary is added to, never replaced: an outer middleware's, and the one a handler set on ctx", async () => {
    const outer: Middleware = (ctx) => void ctx.setHeader('vary', 'Accept-Encoding');
    await using s = await start(options, (app) => app.use(outer));
    expect((await s.call('/api/value', from(APP))).headers.get('vary')).toBe('Accept-Encoding, Origin');
    expect((await s.call('/api/clobber', from(APP))).headers.get('vary')).toBe('Accept, Origin');
    expect((await s.call('/api/items', preflight(APP))).headers.get('vary')).toBe(
      'Accept-Encoding, Origin, Access-Control-Request-Headers',
    );
  });
});

describe('options are checked when cors() is called', () => {
  const ORIGIN_FORMS = "'*', true, an origin, a list of origins, a RegExp or a function (origin) => boolean";
  const invalid: [CorsOptions, string][] = [
    [
      { orgin: APP } as never,
      'cors(): unknown option "orgin"; the options are origin, credentials, methods, allowedHeaders, exposedHeaders, maxAge',
    ],
    [null as never, 'cors(): invalid options null; expected an object'],
    [{ origin: false } as never, `cors(): invalid origin false; expected ${ORIGIN_FORMS}`],
    [{ origin: [APP, 42] } as never, `cors(): invalid origin 42; expected ${ORIGIN_FORMS}`],
    [{ origin: [] }, `cors(): invalid origin []; expected ${ORIGIN_FORMS}; an empty list allows no origin`],
    [
      { origin: 'https://app.example/' },
      'cors(): origin "https://app.example/" is not an origin as a browser sends it (scheme://host[:port], no path or trailing slash); write "https://app.example"',
    ],
    [
      { origin: ['HTTPS://App.example:443'] },
      'cors(): origin "HTTPS://App.example:443" is not an origin as a browser sends it (scheme://host[:port], no path or trailing slash); write "https://app.example"',
    ],
    [
      { origin: 'app.example' },
      'cors(): origin "app.example" is not an origin as a browser sends it (scheme://host[:port], no path or trailing slash)',
    ],
    [
      { credentials: true },
      "cors(): origin '*' (the default) cannot be used with credentials: true, as browsers refuse a credentialed answer allowed to every " +
        "origin; list the allowed origins (origin: ['https://app.example.com']), or reflect the request's origin with origin: true " +
        '(every site can then read credentialed answers)',
    ],
    [{ origin: '*', credentials: true }, "cors(): origin '*' cannot be used with credentials: true"],
    [{ credentials: 'yes' } as never, 'cors(): invalid credentials "yes"; expected true or false'],
    [
      { methods: 'GET,POST' } as never,
      `cors(): invalid methods "GET,POST"; expected a list of names, e.g. ['GET', 'POST']`,
    ],
    [
      { allowedHeaders: ['X Token'] },
      `cors(): invalid allowedHeaders "X Token"; expected a list of names, e.g. ['Content-Type', 'Authorization']`,
    ],
    [
      { exposedHeaders: [7] } as never,
      `cors(): invalid exposedHeaders 7; expected a list of names, e.g. ['X-Request-Id']`,
    ],
    [
      { origin: 'https://*.app.example' },
      'cors(): origin "https://*.app.example" is a pattern, and origins are compared whole; write a RegExp such as ' +
        `/^https:\\/\\/[a-z0-9-]+\\.app\\.example$/ (the forms: ${ORIGIN_FORMS})`,
    ],
    [{ origin: [APP, 'http://localhost:*'] }, 'cors(): origin "http://localhost:*" is a pattern'],
    [{ maxAge: '600' } as never, 'cors(): invalid maxAge "600"; expected a whole number of seconds from 0'],
    [{ maxAge: -1 }, 'cors(): invalid maxAge -1; expected a whole number of seconds from 0'],
  ];
  for (const [options, message] of invalid) {
    test(message, () => {
      expect(() => cors(options)).toThrow(TypeError);
      expect(() => cors(options)).toThrow(message);
    });
  }

  test('origins of schemes the URL Standard gives no origin (an app shell, an extension) are accepted', () => {
    expect(() =>
      cors({
        origin: ['capacitor://localhost', 'chrome-extension://abcdef', 'http://localhost:5173'],
        credentials: true,
      }),
    ).not.toThrow();
  });
});
