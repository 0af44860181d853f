import { describe, expect, test } from 'bun:test';
import {
  Catch,
  Controller,
  FwError,
  Get,
  HttpException,
  NotFoundException,
  UseFilters,
  type ExceptionFilter,
} from '../src/index.ts';
import { createLogger, openApp, TRANSPORTS } from './helpers.ts';

const cyclic: Record<string, unknown> = { name: 'node' };
cyclic.self = cyclic;

@Catch()
class BigIntFilter implements ExceptionFilter {
  catch() {
    return { id: 10n };
  }
}

@Controller('/errors')
class ErrorsController {
  @Get('bigint') bigint() {
    throw new HttpException(422, { id: 10n });
  }
  @Get('cycle') cycle() {
    throw new NotFoundException(cyclic);
  }
  @Get('header') header() {
    throw new HttpException(400, 'bad header', { headers: { 'x-reason': 'a\r\nb' } });
  }
  @Get('filtered') @UseFilters(BigIntFilter) filtered() {
    throw new Error('lost in the filter');
  }
  @Get('ok') ok() {
    return 'ok';
  }
}

const generic = { statusCode: 500, message: 'Internal Server Error' };

describe('an error answer that cannot be sent', () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: a body JSON refuses or a bad header is a logged 500 naming the exception and the request`, async () => {
      const { logger, logged } = createLogger();
      await using server = await openApp(transport, [ErrorsController], [], { logger });
      for (const [path, name, status, cause] of [
        ['bigint', 'HttpException', 422, /BigInt/],
        ['cycle', 'NotFoundException', 404, /cyclic|circular/],
        // Node's Headers names the bad value, Bun's the header.
        ['header', 'HttpException', 400, /x-reason|invalid header value/],
      ] as const) {
        logged.length = 0;
        const res = await server.call(`/errors/${path}`);
        expect(res.status).toBe(500);
        expect(await res.json()).toEqual(generic);
        expect(logged[0]?.[0]).toBe(
          `@fw/core: ${name} (${status}) could not be sent, its body is not JSON or a header is invalid (answered 500):`,
        );
        expect(String(logged[0]?.[1])).toMatch(cause);
        expect(logged[1]?.[0]).toMatch(new RegExp(`^@fw/core: GET .*/errors/${path} failed:$`));
        expect(logged[1]?.[1]).toBeInstanceOf(HttpException);
        expect(await (await server.call('/errors/ok')).text()).toBe('ok');
      }
    });

    test(`${transport}: a filter's value JSON refuses is a logged 500 naming the filter, with the error as cause`, async () => {
      const { logger, logged } = createLogger();
      await using server = await openApp(transport, [ErrorsController], [], { logger });
      const res = await server.call('/errors/filtered');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual(generic);
      expect(logged).toHaveLength(1);
      expect(logged[0]?.[0]).toMatch(/^@fw\/core: GET .*\/errors\/filtered failed:$/);
      const error = logged[0]?.[1] as FwError;
      expect(error).toBeInstanceOf(FwError);
      expect(error.message).toMatch(
        /^@fw\/core: exception filter BigIntFilter returned a value that could not be sent \(.*BigInt/,
      );
      expect((error.cause as Error).message).toBe('lost in the filter');
      expect(await (await server.call('/errors/ok')).text()).toBe('ok');
    });
  }
});
