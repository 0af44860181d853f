// A small API project written to a temporary folder for the regeneration-cache tests: controllers that
// import DTOs through other DTOs, a parent controller whose children live in another file, a global
// declaration file used without an import, an import without extension (so a new file can change
// what it resolves to), and a module nobody imports.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A strict tsconfig for throwaway API projects (experimental decorators, bundler resolution). */
export const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'Preserve',
    moduleResolution: 'bundler',
    lib: ['ES2023'],
    types: [],
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    experimentalDecorators: true,
  },
};

export const CACHE_PROJECT: Readonly<Record<string, string>> = {
  'src/dto/audit.ts': 'export interface Audit { at: Date; by: string }\n',
  'src/dto/user.dto.ts': [
    "import type { Audit } from './audit.ts';",
    "export class UserDto { id!: string; role!: 'admin' | 'user'; audit!: Audit; private secret = ''; }",
    '',
  ].join('\n'),
  'src/dto/page.ts': 'export interface Page<T> { items: T[]; total: number }\n',
  'src/global-flags.d.ts': 'interface GlobalFlags { beta: boolean }\n',
  'src/unused.ts': 'export const unused = { answer: 42 };\n',
  'src/users.controller.ts': [
    "import { Controller, Get, Param, Query } from '@fw/core';",
    "import type { Page } from './dto/page.ts';",
    "import type { UserDto } from './dto/user.dto.ts';",
    '',
    "@Controller('users')",
    'export class UsersController {',
    "  @Get() list(@Query('page') page?: string): Page<UserDto> { throw new Error(page); }",
    "  @Get(':id') one(@Param('id') id: string): UserDto | undefined { return id ? undefined : undefined; }",
    "  @Get('flags') flags(): GlobalFlags { return { beta: true }; }",
    '}',
    '',
  ].join('\n'),
  'src/reports/index.ts': 'export interface Report { title: string }\n',
  'src/reports.controller.ts': [
    "import { Controller, Get } from '@fw/core';",
    "import type { Report } from './reports';",
    '',
    "@Controller('reports')",
    'export class ReportsController {',
    '  @Get() list(): Report[] { return []; }',
    '}',
    '',
  ].join('\n'),
  'src/teams/teams.controller.ts': [
    "import { Controller, Get } from '@fw/core';",
    "import { MembersController } from './members.controller.ts';",
    '',
    "@Controller({ path: 'teams/:teamId', children: [MembersController] })",
    'export class TeamsController {',
    '  @Get() one(): { name: string } { return { name: "" }; }',
    '}',
    '',
  ].join('\n'),
  'src/teams/members.controller.ts': [
    "import { Controller, Get, Param } from '@fw/core';",
    '',
    "@Controller('members')",
    'export class MembersController {',
    "  @Get(':memberId') one(@Param() params: { memberId: string }): string { return params.memberId; }",
    '}',
    '',
  ].join('\n'),
};

export function writeCacheProject(files: Readonly<Record<string, string>> = CACHE_PROJECT): {
  root: string;
  remove: () => void;
} {
  const root = mkdtempSync(path.join(tmpdir(), 'fw-codegen-cache-'));
  writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  for (const [file, text] of Object.entries(files)) writeProjectFile(root, file, text);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Writes (or rewrites) one file and returns its absolute path, as a watcher would report it. */
export function writeProjectFile(root: string, file: string, text: string): string {
  const absolute = path.join(root, file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, text);
  return absolute;
}

export function editProjectFile(root: string, file: string, from: string, to: string): string {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  return writeProjectFile(root, file, text.replace(from, to));
}
