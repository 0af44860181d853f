import { describe, expect, test } from 'bun:test';
import { z } from 'zod';
import * as v from 'valibot';
import { Body, Controller, FwError, Get, Post, Query, SchemaDto } from '../src/index.ts';
import { jsonBody, startApp } from './helpers.ts';

const createUser = z.object({
  name: z.string().min(1),
  age: z.coerce.number().int().optional(),
  role: z.enum(['user', 'admin']).default('user'),
});

/** One declaration: the class is the schema's output type, and a body of it is validated. */
class CreateUserDto extends SchemaDto(createUser) {}

class SearchDto extends SchemaDto(v.object({ q: v.string(), page: v.pipe(v.string(), v.transform(Number)) })) {}

@Controller('/users')
class UsersController {
  @Post()
  create(@Body() dto: CreateUserDto) {
    // The output type: `role` is filled by the default, `age` is a number.
    const role: 'user' | 'admin' = dto.role;
    const age: number | undefined = dto.age;
    return { name: dto.name, role, age, instance: dto instanceof CreateUserDto };
  }

  @Get('/search')
  search(@Query() query: SearchDto) {
    const page: number = query.page;
    return { q: query.q, page };
  }
}

describe('SchemaDto(schema): a DTO class declared once from a Standard Schema', () => {
  test("a body is validated and converted: the handler gets the schema's output", async () => {
    await using server = await startApp([UsersController]);
    const ok = await server.call('/users', jsonBody('POST', { name: 'Ada', age: '36' }));
    expect([ok.status, await ok.json()]).toEqual([201, { name: 'Ada', role: 'user', age: 36, instance: false }]);
    const bad = await server.call('/users', jsonBody('POST', { name: '', role: 'root' }));
    const body = (await bad.json()) as { issues: { path: string[] }[] };
    expect(bad.status).toBe(400);
    expect(body.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'role']);
  });

  test('any Standard Schema (valibot) on a whole @Query() object', async () => {
    await using server = await startApp([UsersController]);
    const ok = await server.call('/users/search?q=ada&page=2');
    expect(await ok.json()).toEqual({ q: 'ada', page: 2 });
    expect((await server.call('/users/search?page=2')).status).toBe(400);
  });

  test('the schema is on the class for code that validates by hand; a subclass of a subclass keeps it', () => {
    class AdminDto extends CreateUserDto {}
    expect(CreateUserDto.schema).toBe(createUser);
    expect(AdminDto.schema).toBe(createUser);
  });

  test('something other than a Standard Schema fails at once, naming the fix', () => {
    const call = () => SchemaDto({ name: 'string' } as never);
    expect(call).toThrow(FwError);
    expect(call).toThrow(
      '@fw/core: SchemaDto() takes a Standard Schema (zod 4, valibot 1, arktype: z.object({ ... })), got [object Object]',
    );
  });
});

// Type tests: the instance is the output type, and not the input.
export function schemaDtoTypes(dto: CreateUserDto): void {
  const role: 'user' | 'admin' = dto.role;
  // @ts-expect-error the output's `age` is a number, not the input's unknown
  const age: string | undefined = dto.age;
  // @ts-expect-error `email` is not in the schema
  void dto.email;
  void [role, age];
}
