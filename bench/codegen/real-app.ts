// Writes an API project shaped like a real NestJS-style app: 10 resources of 5 routes (50), zod DTOs
// declared once (`SchemaDto`) and with `@Schema`, a DI guard declaring its header and its 401, typed
// `@Errors`, nested responses with dates. It imports @fw/core and zod, so it lives inside the repository.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const RESOURCES = 10;

export function writeRealApp(root: string): void {
  mkdirSync(path.join(root, 'src/common'), { recursive: true });
  writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({
      extends: path.relative(root, path.join(import.meta.dir, '../../packages/core/tsconfig.preset.json')),
      compilerOptions: { customConditions: ['bun'] },
      include: ['src'],
    }),
  );
  writeFileSync(
    path.join(root, 'src/common/errors.ts'),
    [
      'export interface ErrorMessage { statusCode: number; message: string }',
      'export interface FieldErrors<Dto> { statusCode: 422; message: string; errors: { [K in keyof Dto]?: string[] } }',
      'export interface Page<T> { items: T[]; total: number; next: string | null }',
    ].join('\n'),
  );
  writeFileSync(
    path.join(root, 'src/common/auth-guard.ts'),
    [
      "import { Errors, Service, UnauthorizedException, type CanActivate, type Context } from '@fw/core';",
      "import type { ErrorMessage } from './errors.ts';",
      '',
      '@Service()',
      'export class TokenService { verify(token: string | undefined) { return token === "Bearer ok"; } }',
      '',
      '@Errors<{ 401: ErrorMessage }>()',
      'export class AuthGuard implements CanActivate<{ authorization: string }> {',
      '  constructor(private readonly tokens: TokenService) {}',
      '  canActivate(ctx: Context<{ headers: Partial<{ authorization: string }> }>): boolean {',
      '    if (!this.tokens.verify(ctx.headers.authorization)) throw new UnauthorizedException();',
      '    return true;',
      '  }',
      '}',
    ].join('\n'),
  );
  for (let index = 0; index < RESOURCES; index++) {
    mkdirSync(path.join(root, `src/r${index}`), { recursive: true });
    writeResourceDto(root, index);
    writeResourceController(root, index, 'search');
  }
}

function writeResourceDto(root: string, index: number): void {
  const name = `Item${index}`;
  writeFileSync(
    path.join(root, `src/r${index}/${name.toLowerCase()}.dto.ts`),
    [
      "import { Schema, SchemaDto } from '@fw/core';",
      "import { z } from 'zod';",
      '',
      `export const ${name}Status = z.enum(['draft', 'active', 'archived']);`,
      `const address = z.object({ street: z.string().min(1), city: z.string(), zip: z.string().regex(/^\\d{5}$/) });`,
      `const create${name} = z.object({`,
      '  title: z.string().trim().min(1).max(120),',
      '  email: z.email(),',
      '  quantity: z.coerce.number().int().min(0),',
      `  status: ${name}Status.default('draft'),`,
      '  tags: z.array(z.string().max(20)).max(10).default([]),',
      '  address: address.optional(),',
      '  dueAt: z.iso.datetime().optional(),',
      '});',
      '',
      `export class Create${name}Dto extends SchemaDto(create${name}) {}`,
      '',
      `@Schema(create${name}.partial())`,
      `export class Update${name}Dto {`,
      '  title?: string;',
      '  email?: string;',
      '  quantity?: number;',
      `  status?: z.infer<typeof ${name}Status>;`,
      '  tags?: string[];',
      '}',
      '',
      `export class ${name}Query extends SchemaDto(z.object({ q: z.string().optional(), page: z.coerce.number().default(1) })) {}`,
      '',
      `export interface ${name} {`,
      '  id: string;',
      '  title: string;',
      '  email: string;',
      '  quantity: number;',
      `  status: z.infer<typeof ${name}Status>;`,
      '  tags: string[];',
      '  address?: { street: string; city: string; zip: string };',
      '  createdAt: Date;',
      '  owner: { id: string; name: string; since: Date };',
      '}',
    ].join('\n'),
  );
}

/** Five routes; `variant` names one path, which is what a one-file regeneration edits. */
export function writeResourceController(root: string, index: number, variant: string): string {
  const name = `Item${index}`;
  const file = path.join(root, `src/r${index}/${name.toLowerCase()}.controller.ts`);
  writeFileSync(
    file,
    [
      "import { Body, Controller, Delete, Errors, Get, NotFoundException, Param, Patch, Post, Query, UseGuards } from '@fw/core';",
      "import { AuthGuard } from '../common/auth-guard.ts';",
      "import type { ErrorMessage, FieldErrors, Page } from '../common/errors.ts';",
      `import { Create${name}Dto, Update${name}Dto, ${name}Query, type ${name} } from './${name.toLowerCase()}.dto.ts';`,
      '',
      `@Controller('/api/items-${index}')`,
      `export class ${name}Controller {`,
      `  readonly #items = new Map<string, ${name}>();`,
      '',
      `  @Get('/${variant}')`,
      `  list(@Query() query: ${name}Query): Page<${name}> {`,
      '    const items = [...this.#items.values()].filter((item) => !query.q || item.title.includes(query.q));',
      '    return { items, total: items.length, next: query.page > 1 ? null : null };',
      '  }',
      '',
      "  @Get('/:id')",
      '  @Errors<{ 404: ErrorMessage }>()',
      `  get(@Param('id') id: string): ${name} {`,
      '    const item = this.#items.get(id);',
      '    if (!item) throw new NotFoundException(`No item ${id}`);',
      '    return item;',
      '  }',
      '',
      '  @Post()',
      '  @UseGuards(AuthGuard)',
      `  @Errors<{ 422: FieldErrors<Create${name}Dto> }>()`,
      `  create(@Body() dto: Create${name}Dto): ${name} {`,
      `    const item: ${name} = { ...dto, id: String(this.#items.size + 1), createdAt: new Date(), owner: { id: '1', name: 'ada', since: new Date() } };`,
      '    this.#items.set(item.id, item);',
      '    return item;',
      '  }',
      '',
      "  @Patch('/:id')",
      '  @UseGuards(AuthGuard)',
      `  @Errors<{ 404: ErrorMessage; 422: FieldErrors<Update${name}Dto> }>()`,
      `  async update(@Param('id') id: string, @Body() dto: Update${name}Dto): Promise<${name}> {`,
      '    const item = { ...this.get(id), ...dto };',
      '    this.#items.set(id, item);',
      '    return item;',
      '  }',
      '',
      "  @Delete('/:id')",
      '  @UseGuards(AuthGuard)',
      '  @Errors<{ 404: ErrorMessage }>()',
      "  remove(@Param('id') id: string): void {",
      '    this.get(id);',
      '    this.#items.delete(id);',
      '  }',
      '}',
    ].join('\n'),
  );
  return file;
}
