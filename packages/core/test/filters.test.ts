import { describe, expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import {
  Body,
  Catch,
  Controller,
  Get,
  HttpException,
  type Fw,
  NotFoundException,
  Post,
  Schema,
  Service,
  Use,
  UseFilters,
  ValidationException,
  type Context,
  type ExceptionFilter,
  type Middleware,
} from '../src/index.ts';
import { createLogger, jsonBody, openApp, startApp, TRANSPORTS } from './helpers.ts';

class RecordMissing extends Error {}

@Service()
class Labels {
  label(kind: string) {
    return `label:${kind}`;
  }
}

/** Answers a NotFoundException with the RealWorld shape, through an injected service. */
@Catch(NotFoundException)
class NotFoundFilter implements ExceptionFilter<NotFoundException> {
  constructor(private readonly labels: Labels) {}
  catch(error: NotFoundException) {
    return { errors: { [this.labels.label('article')]: [error.message] } };
  }
}

@Catch(RecordMissing)
class RecordFilter implements ExceptionFilter<RecordMissing> {
  catch(error: RecordMissing, ctx: Context) {
    return ctx.json({ missing: error.message }, 404);
  }
}

@Catch()
class EverythingFilter implements ExceptionFilter {
  async catch(error: unknown) {
    await sleep(1);
    return { caught: error instanceof Error ? error.name : typeof error, scope: 'everything' };
  }
}

/** Catches all but declines (returns nothing): the next filter is asked. */
@Catch()
class DecliningFilter implements ExceptionFilter {
  static seen = 0;
  catch() {
    DecliningFilter.seen++;
  }
}

const scoped = (scope: string) => {
  @Catch(HttpException)
  class ScopeFilter implements ExceptionFilter<HttpException> {
    catch(error: HttpException) {
      return { scope, status: error.statusCode };
    }
  }
  return ScopeFilter;
};
const HandlerScope = scoped('handler');
const ControllerScope = scoped('controller');
const ParentScope = scoped('parent');
const GlobalScope = scoped('global');
const FirstListed = scoped('first listed');
const LastListed = scoped('last listed');

@Catch(HttpException)
class RethrowingFilter implements ExceptionFilter {
  catch() {
    throw new HttpException(418, 'from the filter');
  }
}

@Catch(ValidationException)
class ValidationFilter implements ExceptionFilter<ValidationException> {
  catch(error: ValidationException) {
    return { errors: { body: error.issues.map((issue) => issue.message) } };
  }
}

@Schema(z.object({ title: z.string().min(1) }))
class ArticleDto {
  title!: string;
}

const requestId: Middleware = (ctx) => void ctx.setHeader('x-request-id', 'r1');
const failing: Middleware = () => {
  throw new NotFoundException('from middleware');
};

@UseFilters(ControllerScope)
@Controller('/child')
class ChildController {
  @Get('own') @UseFilters(HandlerScope) own() {
    throw new NotFoundException();
  }
  @Get('controller') controller() {
    throw new NotFoundException();
  }
}

@UseFilters(ParentScope)
@Controller({ path: '/f', children: [ChildController] })
class FiltersController {
  @Get('article') @Use(requestId) @UseFilters(NotFoundFilter) article() {
    throw new NotFoundException('No article x');
  }
  @Get('record') @UseFilters(RecordFilter, NotFoundFilter) record() {
    throw new RecordMissing('record 7');
  }
  @Get('crash') @UseFilters(EverythingFilter) crash() {
    throw new TypeError('internals');
  }
  @Get('declined') @UseFilters(DecliningFilter) declined() {
    throw new NotFoundException();
  }
  @Get('unmatched') @UseFilters(RecordFilter) unmatched() {
    throw new NotFoundException();
  }
  @Get('order') @UseFilters(FirstListed, LastListed) order() {
    throw new NotFoundException();
  }
  @Get('rethrown') @UseFilters(RethrowingFilter) rethrown() {
    throw new NotFoundException();
  }
  @Get('middleware') @Use(failing) @UseFilters(NotFoundFilter) fromMiddleware() {
    return 'never';
  }
  @Post('validated') @UseFilters(ValidationFilter) validated(@Body() dto: ArticleDto) {
    return dto;
  }
  @Get('plain') plain() {
    throw new NotFoundException('plain');
  }
}

type Body = Record<string, unknown>;
type Call = (path: string, init?: RequestInit) => Promise<Response>;

describe('exception filters: @Catch, @UseFilters, app.useGlobalFilters', () => {
  for (const transport of TRANSPORTS) {
    const withGlobal = (app: Fw) => app.useGlobalFilters(GlobalScope);
    const open = () => openApp(transport, [FiltersController], [Labels], {}, withGlobal);
    const answer = async (s: { call: Call }, path: string, init?: RequestInit) => {
      const res = await s.call(path, init);
      return [res.status, (await res.json()) as Body];
    };

    test(`${transport}: a value is JSON with the exception's status, a Response as it is; filters via DI`, async () => {
      await using s = await open();
      const res = await s.call('/f/article');
      const body = { errors: { 'label:article': ['No article x'] } };
      expect([res.status, await res.json(), res.headers.get('x-request-id')]).toEqual([404, body, 'r1']);
      expect(await answer(s, '/f/record')).toEqual([404, { missing: 'record 7' }]);
    });

    test(`${transport}: an error not an HttpException is 500 with the filter's value; async filters work`, async () => {
      const { logged, logger } = createLogger();
      await using s = await openApp(transport, [FiltersController], [Labels], { logger });
      expect(await answer(s, '/f/crash')).toEqual([500, { caught: 'TypeError', scope: 'everything' }]);
      expect(logged).toEqual([]);
    });

    test(`${transport}: the nearest scope answers: handler, controller, parent controller, app`, async () => {
      await using s = await open();
      expect(await answer(s, '/f/child/own')).toEqual([404, { scope: 'handler', status: 404 }]);
      expect(await answer(s, '/f/child/controller')).toEqual([404, { scope: 'controller', status: 404 }]);
      expect(await answer(s, '/f/plain')).toEqual([404, { scope: 'parent', status: 404 }]);
    });

    test(`${transport}: a filter whose @Catch does not match, or that returns nothing, passes on`, async () => {
      await using s = await open();
      const before = DecliningFilter.seen;
      expect(await answer(s, '/f/declined')).toEqual([404, { scope: 'parent', status: 404 }]);
      expect(DecliningFilter.seen).toBe(before + 1);
      expect(await answer(s, '/f/unmatched')).toEqual([404, { scope: 'parent', status: 404 }]);
    });

    test(`${transport}: within one @UseFilters list the last written is asked first, as in NestJS`, async () => {
      await using s = await open();
      expect(await answer(s, '/f/order')).toEqual([404, { scope: 'last listed', status: 404 }]);
    });

    test(`${transport}: what a filter throws is answered by onError and the default, not by filters`, async () => {
      await using s = await open();
      expect(await answer(s, '/f/rethrown')).toEqual([418, { statusCode: 418, message: 'from the filter' }]);
    });

    test(`${transport}: filters see a route's middleware errors and validation failures`, async () => {
      await using s = await open();
      expect(await answer(s, '/f/middleware')).toEqual([404, { errors: { 'label:article': ['from middleware'] } }]);
      const invalid = await answer(s, '/f/validated', jsonBody('POST', { title: '' }));
      expect(invalid).toEqual([400, { errors: { body: [expect.any(String)] } }]);
    });

    test(`${transport}: a global filter answers the core's 404 and 405; onError sees what none answered`, async () => {
      const mapped: unknown[] = [];
      const onError = (error: unknown) => (mapped.push(error), undefined);
      const globals = (app: Fw) => app.useGlobalFilters(RecordFilter, GlobalScope);
      await using s = await openApp(transport, [FiltersController], [Labels], { onError }, globals);
      expect(await answer(s, '/nowhere')).toEqual([404, { scope: 'global', status: 404 }]);
      expect(await answer(s, '/f/plain', { method: 'DELETE' })).toEqual([405, { scope: 'global', status: 405 }]);
      expect(mapped).toEqual([]);
      await using bare = await openApp(transport, [FiltersController], [Labels], { onError });
      expect((await bare.call('/nowhere')).status).toBe(404);
      expect(mapped.length).toBe(1);
    });
  }

  test('a filter class without catch() fails at listen(), naming it', async () => {
    class NotAFilter {}
    @Controller('/x')
    class X {
      @Get() @UseFilters(NotAFilter as never) x() {
        return 1;
      }
    }
    await expect(startApp([X])).rejects.toThrow('NotAFilter is used as an exception filter but has no catch(');
  });
});

@Catch()
class BrokenFilter implements ExceptionFilter {
  catch(): never {
    throw new TypeError("Cannot read properties of undefined (reading 'entity')");
  }
}

@Controller('/broken')
class BrokenController {
  @Get() @UseFilters(BrokenFilter) fail() {
    throw new RecordMissing('article 7');
  }
  @Get('rethrown') @UseFilters(RethrowingFilter) rethrown() {
    throw new NotFoundException();
  }
}

describe('a filter that throws', () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: is a logged 500 naming it; the error it was given is logged too, not lost`, async () => {
      const { logger, logged } = createLogger();
      const setup = (app: Fw) => void app.useGlobalFilters(BrokenFilter);
      await using s = await openApp(transport, [BrokenController], [], { logger }, setup);
      for (const [path, given] of [
        ['/broken', RecordMissing],
        ['/nowhere', NotFoundException],
      ] as const) {
        logged.length = 0;
        const res = await s.call(path);
        expect([res.status, await res.json()]).toEqual([500, { statusCode: 500, message: 'Internal Server Error' }]);
        expect(logged[0]?.[0]).toMatch(
          new RegExp(`^@fw/core: exception filter BrokenFilter threw while answering the error of GET .*${path}; `),
        );
        expect(logged[0]?.[1]).toBeInstanceOf(given);
        expect(logged[1]?.[0]).toMatch(/ failed:$/);
        expect(logged[1]?.[1]).toBeInstanceOf(TypeError);
      }
      logged.length = 0;
      expect((await s.call('/broken/rethrown')).status).toBe(418);
      expect(logged).toEqual([]);
    });
  }
});
