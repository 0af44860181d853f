import { describe, expect, test } from 'bun:test';
import { z } from 'zod';
import * as v from 'valibot';
import { Controller, Get, Header, Param, Query, Schema, Use, type Middleware } from '../src/index.ts';
import { openApp, TRANSPORTS } from './helpers.ts';

@Schema(
  z.object({
    limit: z.coerce.number().int().min(1).default(20),
    offset: z.coerce.number().int().default(0),
    tag: z.string().optional(),
  }),
)
class ListQuery {
  limit!: number;
  offset!: number;
  tag?: string;
}

@Schema(v.object({ id: v.pipe(v.string(), v.transform(Number), v.integer()) }))
class ItemParams {
  id!: number;
}

@Schema(z.object({ 'x-page': z.coerce.number().default(1), 'x-debug': z.stringbool().default(false) }))
class PagingHeaders {
  'x-page'!: number;
  'x-debug'!: boolean;
}

interface PlainQuery {
  limit?: number;
  tag?: string[];
}

// Shows each value with its type, so a number cannot pass for the string it was sent as.
const typed = (value: object) =>
  Object.fromEntries(Object.entries(value).map(([key, each]) => [key, [typeof each, each]]));
const pass: Middleware = (_ctx, next) => next();

@Controller('/c')
class ConvertingController {
  @Get('list') list(@Query() query: ListQuery) {
    return typed(query);
  }
  @Get('items/:id') item(@Param() params: ItemParams) {
    return typed(params);
  }
  @Get('paging') paging(@Header() headers: PagingHeaders) {
    return typed({ page: headers['x-page'], debug: headers['x-debug'] });
  }
  @Get('plain') plain(@Query() query: PlainQuery) {
    return typed(query);
  }
  @Get('plain-params/:id') plainParams(@Param() params: { id: number }) {
    return typed(params);
  }
  @Get('through') @Use(pass) through(@Query() query: ListQuery) {
    return typed(query);
  }
}

describe("a whole @Query(), @Param() or @Header() typed by a @Schema class gets the schema's output", () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: z.coerce.number() makes numbers and defaults fill what is absent`, async () => {
      await using s = await openApp(transport, [ConvertingController]);
      const get = async (path: string, init?: RequestInit) => (await s.call(path, init)).json();
      const list = { limit: ['number', 5], offset: ['number', 0], tag: ['string', 'a'] };
      expect(await get('/c/list?limit=5&tag=a')).toEqual(list);
      expect(await get('/c/list')).toEqual({ limit: ['number', 20], offset: ['number', 0] });
      expect(await get('/c/through?offset=40')).toEqual({ limit: ['number', 20], offset: ['number', 40] });
      expect(await get('/c/items/42')).toEqual({ id: ['number', 42] });
      const paging = await get('/c/paging', { headers: { 'x-page': '3', 'x-debug': 'true' } });
      expect(paging).toEqual({ page: ['number', 3], debug: ['boolean', true] });
      expect(await get('/c/paging')).toEqual({ page: ['number', 1], debug: ['boolean', false] });
    });

    test(`${transport}: a value the schema cannot convert is the validation 400, before the handler`, async () => {
      await using s = await openApp(transport, [ConvertingController]);
      for (const path of ['/c/list?limit=abc', '/c/list?limit=0', '/c/items/4.5']) {
        const res = await s.call(path);
        const { message } = (await res.json()) as { message: string };
        const refusal = expect.stringMatching(/^Validation failed: (limit|id): /);
        expect([path, res.status, message]).toEqual([path, 400, refusal]);
      }
    });

    test(`${transport}: a plain interface or type leaves values as they arrive (strings, or arrays)`, async () => {
      await using s = await openApp(transport, [ConvertingController]);
      const plain = await s.call('/c/plain?limit=5&tag=a&tag=b');
      expect(await plain.json()).toEqual({ limit: ['string', '5'], tag: ['object', ['a', 'b']] });
      expect(await (await s.call('/c/plain-params/7')).json()).toEqual({ id: ['string', '7'] });
    });
  }
});
