import { describe, expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import * as v from 'valibot';
import { Body, ConflictException, Controller, Post, Query, Schema } from '../src/index.ts';
import { createLogger, jsonBody, startApp } from './helpers.ts';

@Schema(z.object({ name: z.string().min(1), email: z.email(), age: z.number().optional() }))
class ZodUserDto {
  name!: string;
  email!: string;
  age?: number;
}

@Schema(v.object({ name: v.pipe(v.string(), v.minLength(1)), tags: v.optional(v.array(v.string()), []) }))
class ValibotDto {
  name!: string;
  tags!: string[];
}

class PlainDto {
  name!: string;
}

@Controller('/v')
class ValidatedController {
  @Post('zod') zod(@Body() dto: ZodUserDto) {
    return dto;
  }
  @Post('valibot') valibot(@Body() dto: ValibotDto) {
    return dto;
  }
  @Post('declared', { body: ZodUserDto }) declared(@Body('name') name: string) {
    return { name };
  }
  @Post('plain') plain(@Body() dto: PlainDto, @Query('n') n: string) {
    return { dto, n };
  }
  @Post('taken') taken(@Body() dto: ZodUserDto): never {
    throw new ConflictException(`${dto.email} is taken`);
  }
  @Post('async-crash') async asyncCrash(@Body() _dto: ZodUserDto) {
    await sleep(1);
    throw new TypeError('deep internals');
  }
}

describe('@Schema validates @Body with any Standard Schema', () => {
  test('zod: valid passes, invalid answers 400 { statusCode, message, issues }', async () => {
    await using s = await startApp([ValidatedController]);
    const ok = await s.call('/v/zod', jsonBody('POST', { name: 'Ada', email: 'ada@example.com' }));
    expect([ok.status, await ok.json()]).toEqual([201, { name: 'Ada', email: 'ada@example.com' }]);
    const bad = await s.call('/v/zod', jsonBody('POST', { name: '', email: 'nope', age: 'x' }));
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { statusCode: number; message: string; issues: { path: string[] }[] };
    expect(body.statusCode).toBe(400);
    // The first issue is in the message (the browser client shows `error.value.message`), the rest counted.
    expect(body.message).toMatch(/^Validation failed: name: .+ \(and 2 more\)$/);
    expect(body.issues.map((issue) => issue.path)).toEqual([['name'], ['email'], ['age']]);
  });

  test('valibot: the validated output (with defaults) reaches the handler', async () => {
    await using s = await startApp([ValidatedController]);
    expect(await (await s.call('/v/valibot', jsonBody('POST', { name: 'x' }))).json()).toEqual({ name: 'x', tags: [] });
    const bad = await s.call('/v/valibot', jsonBody('POST', { tags: [1] }));
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { message: string; issues: unknown[] };
    expect(body.issues.length).toBe(2);
    expect(body.message).toMatch(/^Validation failed: .+ \(and 1 more\)$/);
  });

  test('a missing body fails validation', async () => {
    await using s = await startApp([ValidatedController]);
    expect((await s.call('/v/zod', { method: 'POST' })).status).toBe(400);
  });

  test('the route option { body: Dto } validates too', async () => {
    await using s = await startApp([ValidatedController]);
    expect((await s.call('/v/declared', jsonBody('POST', { name: 'n' }))).status).toBe(400);
    expect(await (await s.call('/v/declared', jsonBody('POST', { name: 'n', email: 'n@x.io' }))).json()).toEqual({
      name: 'n',
    });
  });

  // The handler runs after the body is read and validated; what it throws still answers as JSON.
  test('errors a handler raises after validation answer like any other', async () => {
    const { logged, logger } = createLogger();
    await using s = await startApp([ValidatedController], [], { logger });
    const taken = await s.call('/v/taken', jsonBody('POST', { name: 'Ada', email: 'ada@example.com' }));
    expect([taken.status, await taken.json()]).toEqual([409, { statusCode: 409, message: 'ada@example.com is taken' }]);
    const crash = await s.call('/v/async-crash', jsonBody('POST', { name: 'Ada', email: 'ada@example.com' }));
    expect([crash.status, await crash.json()]).toEqual([500, { statusCode: 500, message: 'Internal Server Error' }]);
    expect(String(logged.at(-1)?.at(-1))).toContain('deep internals');
  });

  test('a DTO without @Schema and query values are not validated (spec)', async () => {
    await using s = await startApp([ValidatedController]);
    expect(await (await s.call('/v/plain?n=abc', jsonBody('POST', { other: 1 }))).json()).toEqual({
      dto: { other: 1 },
      n: 'abc',
    });
  });
});
