import { describe, expect, test } from 'bun:test';
import { z } from 'zod';
import { Body, Controller, Header, Param, Post, Get, Query, Schema } from '../src/index.ts';
import { jsonBody, openApp, TRANSPORTS } from './helpers.ts';

@Schema(z.object({ email: z.email(), name: z.string().min(1) }))
class CreateUserDto {
  email!: string;
  name!: string;
}

@Schema(z.object({ limit: z.coerce.number().int().max(50) }))
class ListQuery {
  limit!: number;
}

@Schema(z.object({ slug: z.string().regex(/^[a-z-]+$/) }))
class SlugParams {
  slug!: string;
}

@Schema(z.object({ 'x-tenant': z.string().min(3) }))
class TenantHeaders {
  'x-tenant'!: string;
}

@Schema(z.enum(['1', '2']))
class ApiVersion {}

@Controller('/s')
class SchemaSlotsController {
  @Post('users') create(@Body('user') user: CreateUserDto) {
    return { user };
  }
  @Get('list') list(@Query() query: ListQuery) {
    return query;
  }
  @Get('articles/:slug') article(@Param() params: SlugParams) {
    return params;
  }
  @Get('tenant') tenant(@Header() headers: TenantHeaders) {
    return { tenant: headers['x-tenant'] };
  }
  @Get('version') version(@Header('x-api-version') version: ApiVersion) {
    return { version };
  }
}

type Refusal = { statusCode: number; message: string; issues: { path?: (string | number)[] }[] };

describe('a @Schema class as the declared type of any slot is validated', () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: @Body('user') validates body.user; a missing one is the same 400, never a 500`, async () => {
      await using s = await openApp(transport, [SchemaSlotsController]);
      const ok = await s.call('/s/users', jsonBody('POST', { user: { email: 'ada@example.com', name: 'Ada' } }));
      expect([ok.status, await ok.json()]).toEqual([201, { user: { email: 'ada@example.com', name: 'Ada' } }]);
      const bad = await s.call('/s/users', jsonBody('POST', { user: { email: '', name: 'Ada' } }));
      const refusal = (await bad.json()) as Refusal;
      expect([bad.status, refusal.issues.map((issue) => issue.path)]).toEqual([400, [['user', 'email']]]);
      expect(refusal.message).toStartWith('Validation failed: user.email: ');
      const missing = [{ method: 'POST' }, jsonBody('POST', {}), jsonBody('POST', { user: null })];
      missing.push(jsonBody('POST', 'text'));
      for (const init of missing) {
        const res = await s.call('/s/users', init);
        expect([res.status, ((await res.json()) as Refusal).issues[0]?.path]).toEqual([400, ['user']]);
      }
    });

    test(`${transport}: a whole @Query(), @Param() or @Header() typed by a @Schema class is validated`, async () => {
      await using s = await openApp(transport, [SchemaSlotsController]);
      const refused = async (path: string, init?: RequestInit) => {
        const res = await s.call(path, init);
        return [res.status, ((await res.json()) as Refusal).issues.map((issue) => issue.path)];
      };
      expect(await refused('/s/list?limit=500')).toEqual([400, [['limit']]]);
      expect(await refused('/s/articles/Not_A_Slug')).toEqual([400, [['slug']]]);
      expect(await refused('/s/tenant', { headers: { 'x-tenant': 'ab' } })).toEqual([400, [['x-tenant']]]);
      expect(await (await s.call('/s/articles/fw-core')).json()).toEqual({ slug: 'fw-core' });
      expect(await (await s.call('/s/tenant', { headers: { 'x-tenant': 'acme' } })).json()).toEqual({ tenant: 'acme' });
    });

    test(`${transport}: a named key typed by a @Schema class is validated, its issues under the key`, async () => {
      await using s = await openApp(transport, [SchemaSlotsController]);
      const ok = await s.call('/s/version', { headers: { 'x-api-version': '2' } });
      expect(await ok.json()).toEqual({ version: '2' });
      for (const headers of [{ 'x-api-version': '3' }, {}] as Record<string, string>[]) {
        const bad = await s.call('/s/version', { headers });
        expect([bad.status, ((await bad.json()) as Refusal).issues[0]?.path]).toEqual([400, ['x-api-version']]);
      }
    });
  }
});
