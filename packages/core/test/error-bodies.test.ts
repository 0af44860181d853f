import { describe, expect, test } from 'bun:test';
import { z } from 'zod';
import {
  BadRequestException,
  Body,
  Controller,
  ConversionException,
  Fw,
  FwError,
  Get,
  Header,
  HttpException,
  NotFoundException,
  Param,
  Post,
  Query,
  Schema,
  UnprocessableEntityException,
  type SlotTarget,
  type ValidationErrorFactory,
} from '../src/index.ts';
import { createLogger, jsonBody, openApp, TRANSPORTS } from './helpers.ts';

@Schema(z.object({ email: z.email() }))
class UserDto {
  email!: string;
}

@Schema(z.object({ limit: z.coerce.number().max(10) }))
class ListQuery {
  limit!: number;
}

@Controller('/b')
class BodiesController {
  @Get('object') object() {
    throw new HttpException(422, { errors: { body: ['title is empty'] } });
  }
  @Get('missing') missing() {
    throw new NotFoundException({ errors: { article: ['not found'] } });
  }
  @Get('message') message() {
    throw new NotFoundException('No article x');
  }
  @Get('default') byDefault() {
    throw new NotFoundException();
  }
  @Post('users') create(@Body('user') user: UserDto) {
    return user;
  }
  @Post('whole') whole(@Body() user: UserDto) {
    return user;
  }
  @Get('list') list(@Query() query: ListQuery) {
    return query;
  }
  @Get('page') page(@Query('page') page: number) {
    return { page };
  }
  @Get('items/:id') item(@Param('id') id: number) {
    return { id };
  }
  @Get('count') count(@Header('x-count') count: number, @Header('x-dry') dry?: boolean) {
    return { count, dry: dry ?? null };
  }
}

// The RealWorld API's error shape, for every failure in one line.
const realWorld: ValidationErrorFactory = (issues, where) =>
  new UnprocessableEntityException({ errors: { [where.key ?? where.slot]: issues.map((issue) => issue.message) } });

describe('HttpException takes a string message or an object body', () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: an object is sent as JSON as given; a string keeps { statusCode, message }`, async () => {
      await using s = await openApp(transport, [BodiesController]);
      const answer = async (path: string) => {
        const res = await s.call(path);
        return [res.status, await res.json()];
      };
      expect(await answer('/b/object')).toEqual([422, { errors: { body: ['title is empty'] } }]);
      expect(await answer('/b/missing')).toEqual([404, { errors: { article: ['not found'] } }]);
      expect(await answer('/b/message')).toEqual([404, { statusCode: 404, message: 'No article x' }]);
      expect(await answer('/b/default')).toEqual([404, { statusCode: 404, message: 'Not Found' }]);
    });
  }

  test('message, getStatus() and getResponse() for either body', () => {
    const object = new NotFoundException({ errors: { article: ['not found'] } });
    const described = [object.message, object.getStatus(), object.getResponse()];
    expect(described).toEqual(['Not Found', 404, { errors: { article: ['not found'] } }]);
    expect(new HttpException(422, { message: 'title is empty', field: 'title' }).message).toBe('title is empty');
    expect(new HttpException(422, { errors: {} }).message).toBe('HTTP 422');
    expect(new BadRequestException('bad').getResponse()).toEqual({ statusCode: 400, message: 'bad' });
  });

  test("NestJS's argument order, an object body first, throws where it is built, saying which order fw takes", () => {
    const nestOrder = () => new HttpException({ errors: {} } as unknown as number, 422 as unknown as string);
    expect(nestOrder).toThrow(RangeError);
    expect(nestOrder).toThrow('from 400 to 599 (fw takes the status first; NestJS takes the message first)');
  });
});

describe('new Fw({ validationError }) shapes every validation failure in one place', () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: the body, a keyed body and the query answer the factory's exception`, async () => {
      const seen: SlotTarget[] = [];
      const validationError: ValidationErrorFactory = (issues, where) => (seen.push(where), realWorld(issues, where));
      await using s = await openApp(transport, [BodiesController], [], { validationError });
      const answer = async (path: string, init?: RequestInit) => {
        const res = await s.call(path, init);
        return [res.status, await res.json()];
      };
      const badEmail = await answer('/b/users', jsonBody('POST', { user: { email: 'x' } }));
      expect(badEmail).toEqual([422, { errors: { user: ['Invalid email address'] } }]);
      expect(await answer('/b/users', { method: 'POST' })).toEqual([422, { errors: { user: [expect.any(String)] } }]);
      expect(await answer('/b/whole', jsonBody('POST', {}))).toEqual([422, { errors: { body: [expect.any(String)] } }]);
      expect(await answer('/b/list?limit=99')).toEqual([422, { errors: { query: [expect.stringContaining('10')] } }]);
      expect(seen).toEqual([
        { slot: 'body', key: 'user' },
        { slot: 'body', key: 'user' },
        { slot: 'body', key: undefined },
        { slot: 'query', key: undefined },
      ]);
    });

    test(`${transport}: without it, the default 400 { statusCode, message, issues } stays`, async () => {
      await using s = await openApp(transport, [BodiesController]);
      const res = await s.call('/b/whole', jsonBody('POST', {}));
      const keys = Object.keys((await res.json()) as object);
      expect([res.status, keys]).toEqual([400, ['statusCode', 'message', 'issues']]);
    });

    test(`${transport}: a factory that returns something else is a logged 500, naming the fix`, async () => {
      const { logged, logger } = createLogger();
      const validationError = (() => ({ errors: {} })) as unknown as ValidationErrorFactory;
      await using s = await openApp(transport, [BodiesController], [], { validationError, logger });
      expect((await s.call('/b/whole', jsonBody('POST', {}))).status).toBe(500);
      const log = String(logged.at(-1)?.at(-1));
      expect(log).toContain('validationError returned [object Object]; it must return an HttpException');
    });
  }

  test('a validationError that is not a function fails new Fw()', () => {
    expect(() => new Fw({ validationError: 422 as unknown as ValidationErrorFactory })).toThrow(FwError);
    expect(() => new Fw({ validationError: 422 as unknown as ValidationErrorFactory })).toThrow(
      'Invalid Fw option validationError: 422; expected a function (issues, where) => HttpException',
    );
  });
});

describe('ConversionException: a query, path or header value that is not its declared type', () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: is its own class (a BadRequestException) with the slot, key and value`, async () => {
      const caught: unknown[] = [];
      const onError = (error: unknown) => void caught.push(error);
      await using s = await openApp(transport, [BodiesController], [], { onError });
      for (const path of ['/b/page?page=abc', '/b/items/x1', '/b/page?page=1&page=2']) {
        expect((await s.call(path)).status).toBe(400);
      }
      expect((await s.call('/b/count', { headers: { 'x-count': 'many' } })).status).toBe(400);
      const conversions = caught as ConversionException[];
      const kinds = conversions.map((e) => [e instanceof ConversionException, e instanceof BadRequestException]);
      expect(kinds).toEqual(Array(4).fill([true, true]));
      expect(conversions.map((error) => [error.target, error.value])).toEqual([
        [{ slot: 'query', key: 'page' }, 'abc'],
        [{ slot: 'param', key: 'id' }, 'x1'],
        [{ slot: 'query', key: 'page' }, ['1', '2']],
        [{ slot: 'header', key: 'x-count' }, 'many'],
      ]);
      expect((caught[3] as Error).message).toBe('Header "x-count" must be a number, got "many"');
    });

    test(`${transport}: a named header declared number or boolean is converted like a query value`, async () => {
      await using s = await openApp(transport, [BodiesController]);
      const both = await s.call('/b/count', { headers: { 'x-count': '3', 'x-dry': 'true' } });
      expect(await both.json()).toEqual({ count: 3, dry: true });
      expect(await (await s.call('/b/count', { headers: { 'x-count': '3' } })).json()).toEqual({ count: 3, dry: null });
    });
  }
});
