// Writes a synthetic API project: 200 controllers, 1,000 routes, 300 DTOs (nested, generic, with dates).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const CONTROLLERS = 200;
export const DTOS = 300;
const DTOS_PER_FILE = 10;

/** `gateways`: that many `@Gateway` classes too (the AsyncAPI bench's), none by default. */
export function writeSyntheticApi(root: string, gateways = 0): void {
  mkdirSync(path.join(root, 'src/dto'), { recursive: true });
  mkdirSync(path.join(root, 'src/controllers'), { recursive: true });
  writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'Preserve',
        moduleResolution: 'bundler',
        lib: ['ES2023', 'DOM'],
        types: [],
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        allowImportingTsExtensions: true,
        experimentalDecorators: true,
      },
    }),
  );
  writeFileSync(
    path.join(root, 'src/dto/common.ts'),
    [
      'export interface Page<T> { items: T[]; total: number; next?: string | null }',
      'export interface Audit { createdAt: Date; updatedAt?: Date; by: { id: string; at: Date } }',
      "export enum Status { Active = 'active', Archived = 'archived' }",
    ].join('\n'),
  );
  for (let file = 0; file < DTOS / DTOS_PER_FILE; file++) writeDtoFile(root, file, 'name');
  for (let index = 0; index < CONTROLLERS; index++) writeController(root, index, 'item');
  if (gateways > 0) mkdirSync(path.join(root, 'src/gateways'), { recursive: true });
  for (let index = 0; index < gateways; index++) writeGateway(root, index);
}

/** Three client events (one with an ack of a DTO) and two server events, with DTO payloads. */
function writeGateway(root: string, index: number): void {
  const dto = (index * 11) % DTOS;
  const body = (index * 13 + 2) % DTOS;
  const dtoFile = (n: number) => `../dto/dto-${Math.floor(n / DTOS_PER_FILE)}.ts`;
  writeFileSync(
    path.join(root, `src/gateways/g${index}.gateway.ts`),
    [
      "import { Gateway, SubscribeMessage, type FwSocket } from '@fw/websocket';",
      `import type { Dto${dto} } from '${dtoFile(dto)}';`,
      `import type { Dto${body} } from '${dtoFile(body)}';`,
      '',
      `type Socket = FwSocket<unknown, G${index}Gateway['emits']>;`,
      '',
      `@Gateway('/ws/g${index}')`,
      `export class G${index}Gateway {`,
      `  declare readonly emits: { updated: Dto${dto}; removed: { id: string; at: Date } };`,
      `  @SubscribeMessage('get') get(_socket: Socket, data: { id: string }): Dto${dto} | undefined {`,
      '    return data.id ? undefined : undefined;',
      '  }',
      `  @SubscribeMessage('save') save(_socket: Socket, data: Partial<Dto${body}>): boolean { return !!data; }`,
      `  @SubscribeMessage('ping') ping(socket: Socket): void { socket.emit('removed', { id: '', at: new Date() }); }`,
      '}',
    ].join('\n'),
  );
}

/**
 * Ten DTO classes, each related to the previous one (so the files import each other in a chain);
 * `field` names one property, which is what a DTO regeneration edits.
 */
export function writeDtoFile(root: string, file: number, field: string): string {
  const lines = ["import type { Audit, Status } from './common.ts';"];
  if (file > 0) lines.push(`import type { Dto${(file - 1) * DTOS_PER_FILE} } from './dto-${file - 1}.ts';`);
  for (let index = 0; index < DTOS_PER_FILE; index++) {
    const n = file * DTOS_PER_FILE + index;
    const related = index > 0 ? `Dto${n - 1}` : file > 0 ? `Dto${(file - 1) * DTOS_PER_FILE}` : 'null';
    lines.push(
      `export class Dto${n} {`,
      '  id!: string;',
      `  ${field}!: string;`,
      '  count?: number;',
      '  status!: Status;',
      '  audit!: Audit;',
      `  related!: ${related} | null;`,
      '  tags!: Array<{ label: string; since: Date }>;',
      '  meta!: Record<string, string | number>;',
      '  private secret = "";',
      '  describe(): string { return this.id + this.secret; }',
      '}',
    );
  }
  const target = path.join(root, `src/dto/dto-${file}.ts`);
  writeFileSync(target, lines.join('\n'));
  return target;
}

/** Five routes per controller; `variant` changes one path, which is what the regeneration edits. */
export function writeController(root: string, index: number, variant: string): string {
  const dto = (index * 3) % DTOS;
  const body = (index * 7 + 1) % DTOS;
  const file = path.join(root, `src/controllers/c${index}.controller.ts`);
  writeFileSync(
    file,
    [
      "import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@fw/core';",
      "import type { Page } from '../dto/common.ts';",
      `import type { Dto${dto} } from '../dto/dto-${Math.floor(dto / DTOS_PER_FILE)}.ts';`,
      `import type { Dto${body} } from '../dto/dto-${Math.floor(body / DTOS_PER_FILE)}.ts';`,
      '',
      `@Controller('/api/r${index}')`,
      `export class C${index}Controller {`,
      `  @Get() async list(@Query('page') page?: string): Promise<Page<Dto${dto}>> { return { items: [], total: Number(page) }; }`,
      `  @Get(':id') one(@Param('id') id: string): Dto${dto} | undefined { return id ? undefined : undefined; }`,
      `  @Post('${variant}') create(@Body() dto: Dto${body}): Dto${dto} { throw new Error(String(dto)); }`,
      `  @Put(':id') update(@Param('id') id: string, @Body() dto: Partial<Dto${body}>): Dto${dto} { throw new Error(id + String(dto)); }`,
      `  @Delete(':id') remove(@Param('id') id: string): void { void id; }`,
      '}',
    ].join('\n'),
  );
  return file;
}
