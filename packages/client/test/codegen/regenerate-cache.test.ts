// A regeneration reuses what it read from files an edit cannot affect. Whatever the edit, it must
// write exactly what a cold generation of the same sources writes.
import { afterEach, describe, expect, setDefaultTimeout, test } from 'bun:test';

// Real compilations on a shared 2-core machine.
setDefaultTimeout(30_000);
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createGenerator, generate, type Generator } from '../../src/codegen/generator.ts';
import type { GenerateReport } from '../../src/codegen/model.ts';
import { CACHE_PROJECT, editProjectFile, writeCacheProject, writeProjectFile } from './cache-project.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

interface Started {
  readonly root: string;
  readonly generator: Generator;
  readonly first: GenerateReport;
  readonly before: string;
}

function start(importTypes: boolean, files: Readonly<Record<string, string>> = CACHE_PROJECT): Started {
  const project = writeCacheProject(files);
  cleanups.push(project.remove);
  const generator = createGenerator({ root: project.root, output: 'warm.ts', importTypes });
  const first = generator.generate();
  expect(first.warnings).toEqual([]);
  return { root: project.root, generator, first, before: readFileSync(first.output, 'utf8') };
}

/** Regenerates after an edit and checks the result against a cold generation by a new generator. */
function regenerateLikeCold(
  started: Started,
  changed: readonly string[],
  importTypes: boolean,
): { report: GenerateReport; text: string } {
  const report = started.generator.regenerate(changed);
  const text = readFileSync(report.output, 'utf8');
  const cold = generate({ root: started.root, output: 'cold.ts', importTypes });
  expect(text).toBe(readFileSync(cold.output, 'utf8'));
  expect(report.warnings).toEqual(cold.warnings);
  expect([report.routes, report.types]).toEqual([cold.routes, cold.types]);
  expect(cold.reusedRoutes).toBe(0);
  return { report, text };
}

/** A gateway whose events send a DTO of the cache project. */
const AUDIT_GATEWAY = [
  "import { Gateway, SubscribeMessage } from '@fw/websocket';",
  "import type { Audit } from './dto/audit.ts';",
  '',
  "@Gateway('/ws/audit')",
  'export class AuditGateway {',
  '  declare readonly emits: { audit: Audit };',
  "  @SubscribeMessage('ping') ping(_socket: unknown, data: { n: number }): Audit[] { return data.n ? [] : []; }",
  '}',
  '',
].join('\n');

describe('regenerate() after an edit writes what a cold generate() writes', () => {
  test('(a) a controller: it is read again, the other controllers are reused', () => {
    const started = start(false);
    const file = editProjectFile(started.root, 'src/users.controller.ts', "@Get('flags')", "@Get('feature-flags')");
    const { report, text } = regenerateLikeCold(started, [file], false);
    expect(text).not.toBe(started.before);
    expect(text).toContain("'/users/feature-flags'");
    expect(report.reusedRoutes).toBe(report.routes - 3);
  });

  test('(b) a DTO two imports away from the controller: its users are read again', () => {
    const started = start(false);
    const file = editProjectFile(started.root, 'src/dto/audit.ts', 'by: string', 'by: { id: string; at: Date }');
    const { report, text } = regenerateLikeCold(started, [file], false);
    expect(text).toContain('export type Audit = { at: string; by: { id: string; at: string } };');
    expect(report.reusedRoutes).toBe(report.routes - 3);
  });

  test('(c) a module no controller imports: everything is reused', () => {
    const started = start(false);
    const file = editProjectFile(started.root, 'src/unused.ts', 'answer: 42', 'answer: 43, question: "?"');
    const { report, text } = regenerateLikeCold(started, [file], false);
    expect(text).toBe(started.before);
    expect(report.reusedRoutes).toBe(report.routes);
  });

  test('a global declaration file, used without an import: everything is read again', () => {
    const started = start(false);
    const file = editProjectFile(started.root, 'src/global-flags.d.ts', 'beta: boolean', 'beta: boolean; since: Date');
    const { report, text } = regenerateLikeCold(started, [file], false);
    expect(text).toContain('export type GlobalFlags = { beta: boolean; since: string };');
    expect(report.reusedRoutes).toBe(0);
  });

  test("a parent controller's new path reaches its children in a file that did not change", () => {
    const started = start(false);
    const file = editProjectFile(started.root, 'src/teams/teams.controller.ts', 'teams/:teamId', 'groups/:groupId');
    const { text } = regenerateLikeCold(started, [file], false);
    expect(text).toContain('params: { memberId: string } & { groupId: string }');
  });

  test('a new file that an unchanged import now resolves to, then deleted again', () => {
    const started = start(false);
    const file = writeProjectFile(
      started.root,
      'src/reports.ts',
      'export interface Report { title: string; pages: number }\n',
    );
    expect(regenerateLikeCold(started, [file], false).text).toContain(
      'export type Report = { title: string; pages: number };',
    );
    rmSync(file);
    expect(regenerateLikeCold(started, [file], false).text).toBe(started.before);
  });

  test('a gateway and a DTO its events send: read again after an edit of either, as cold', () => {
    const started = start(false, { ...CACHE_PROJECT, 'src/audit.gateway.ts': AUDIT_GATEWAY });
    expect(started.before).toContain('ping: { data: { n: number }; ack: Audit[] };');
    const dto = editProjectFile(started.root, 'src/dto/audit.ts', 'by: string', 'by: string; note?: string');
    const audit = 'export type Audit = { at: string; by: string; note?: string };';
    expect(regenerateLikeCold(started, [dto], false).text).toContain(audit);
    const edited = editProjectFile(started.root, 'src/audit.gateway.ts', "'ping'", "'pong'");
    const { report, text } = regenerateLikeCold(started, [edited], false);
    expect(text).toContain('pong: { data: { n: number }; ack: Audit[] };');
    expect(report.gateways).toBe(1);
  });

  test('the AsyncAPI document: kept while no gateway file changes, read again after a DTO its events send', () => {
    const project = writeCacheProject({ ...CACHE_PROJECT, 'src/audit.gateway.ts': AUDIT_GATEWAY });
    cleanups.push(project.remove);
    const { root } = project;
    const generator = createGenerator({ root, output: 'warm.ts', asyncapi: 'warm.json' });
    expect(generator.generate().asyncapi).toMatchObject({ channels: 1, written: true });
    let cold = 0;
    const regenerateAsCold = (changed: string) => {
      const report = generator.regenerate([changed]);
      const fresh = generate({ root, output: 'cold.ts', asyncapi: `cold-${cold}.json` });
      const text = readFileSync(path.join(root, 'warm.json'), 'utf8');
      expect(text).toBe(readFileSync(path.join(root, `cold-${cold++}.json`), 'utf8'));
      expect(report.warnings).toEqual(fresh.warnings);
      return { written: report.asyncapi?.written, text };
    };
    const controller = editProjectFile(root, 'src/users.controller.ts', "'flags'", "'settings'");
    expect(regenerateAsCold(controller).written).toBe(false);
    const dto = editProjectFile(root, 'src/dto/audit.ts', 'by: string', 'by: string; note?: string');
    const afterDto = regenerateAsCold(dto);
    expect([afterDto.written, afterDto.text.includes('"note"')]).toEqual([true, true]);
    rmSync(path.join(root, 'warm.json'));
    expect(regenerateAsCold(editProjectFile(root, 'src/users.controller.ts', "'settings'", "'flags'")).written).toBe(
      true,
    );
  });

  test('with importTypes, one edit after another', () => {
    const started = start(true);
    const edits = [
      () => editProjectFile(started.root, 'src/users.controller.ts', "@Get('flags')", "@Get('feature-flags')"),
      () => editProjectFile(started.root, 'src/dto/audit.ts', 'by: string', 'by: number'),
      () => editProjectFile(started.root, 'src/unused.ts', 'answer: 42', 'answer: 43'),
      () => editProjectFile(started.root, 'src/global-flags.d.ts', 'beta: boolean', 'beta: boolean; since: Date'),
    ];
    const texts = edits.map((edit) => regenerateLikeCold(started, [edit()], true).text);
    expect(texts[0]).toContain("import type { Page } from './src/dto/page.ts';");
    expect(texts[0]).toContain("'/users/feature-flags'");
    expect(texts[3]).toContain('export type GlobalFlags = { beta: boolean; since: string };');
  });
});

describe('unions whose member order depends on what the checker read first', () => {
  // `Page<TeamDto>` and `Page<UserDto>` are created when a route first names them, and a union lists
  // its members in creation order: b's union follows a's route, which a regeneration may not read.
  const files = {
    'src/dto/page.ts': CACHE_PROJECT['src/dto/page.ts'] ?? '',
    'src/dto/team.dto.ts': 'export class TeamDto { name!: string; }\n',
    'src/dto/user.dto.ts': 'export class UserDto { id!: string; }\n',
    'src/a.controller.ts': [
      "import { Controller, Get } from '@fw/core';",
      "import type { Page } from './dto/page.ts';",
      "import type { TeamDto } from './dto/team.dto.ts';",
      "import type { UserDto } from './dto/user.dto.ts';",
      "@Controller('a') export class AController { @Get() one(): Page<TeamDto> { throw new Error(); } }",
      '',
    ].join('\n'),
    'src/b.controller.ts': [
      "import { Controller, Get } from '@fw/core';",
      "import type { Page } from './dto/page.ts';",
      "import type { TeamDto } from './dto/team.dto.ts';",
      "import type { UserDto } from './dto/user.dto.ts';",
      "@Controller('b') export class BController { @Get() two(): Page<UserDto> | Page<TeamDto> { throw new Error(); } }",
      '',
    ].join('\n'),
  };

  test('an edit that changes which is created first makes the regeneration read everything again', () => {
    const started = start(false, files);
    expect(started.before).toContain('response: Page<TeamDto> | Page<UserDto>');
    const file = editProjectFile(started.root, 'src/a.controller.ts', 'one(): Page<TeamDto>', 'one(): Page<UserDto>');
    const { report, text } = regenerateLikeCold(started, [file], false);
    expect(text).toContain('response: Page<UserDto> | Page<TeamDto>');
    expect(report.reusedRoutes).toBe(0);
  });

  test('an edit that reaches none of it still reuses everything', () => {
    const started = start(false, { ...files, 'src/unused.ts': 'export const unused = 1;\n' });
    const file = editProjectFile(started.root, 'src/unused.ts', '= 1', '= 2');
    expect(regenerateLikeCold(started, [file], false).report.reusedRoutes).toBe(2);
  });
});

describe('what covers routes from other files: guards, a parent controller, the app', () => {
  const files = {
    'src/constants.ts': "export const PREFIX = '/api';\n",
    'src/guards.ts': [
      "import { Errors, type CanActivate } from '@fw/core';",
      '@Errors<{ 401: { reason: string } }>()',
      'export class AuthGuard implements CanActivate<{ authorization: string }> { canActivate() { return true; } }',
      "export class TraceGuard implements CanActivate<{ 'x-trace'?: string }> { canActivate() { return true; } }",
      '',
    ].join('\n'),
    'src/main.ts': [
      "import { Fw } from '@fw/core';",
      "import { PREFIX } from './constants.ts';",
      "import { TraceGuard } from './guards.ts';",
      'const app = new Fw({ prefix: PREFIX });',
      'app.useGlobalGuards(TraceGuard);',
      '',
    ].join('\n'),
    'src/teams.controller.ts': [
      "import { Controller, Errors, Get, UseGuards } from '@fw/core';",
      "import { AuthGuard } from './guards.ts';",
      "import { MembersController } from './members.controller.ts';",
      '@UseGuards(AuthGuard) @Errors<{ 404: { missing: string } }>()',
      "@Controller({ path: 'teams', children: [MembersController] })",
      'export class TeamsController { @Get() list(): string[] { return []; } }',
      '',
    ].join('\n'),
    'src/members.controller.ts': [
      "import { Controller, Get } from '@fw/core';",
      "@Controller('members') export class MembersController { @Get() list(): string[] { return []; } }",
      '',
    ].join('\n'),
    // Imports no guard: only the app's global guard reaches it.
    'src/health.controller.ts': [
      "import { Controller, Get } from '@fw/core';",
      "@Controller('health') export class HealthController { @Get() check(): boolean { return true; } }",
      '',
    ].join('\n'),
  };

  test('each edit reaches the routes it covers, in files that did not change', () => {
    const started = start(false, files);
    expect(started.before).toContain("list_get_2: '/api/teams/members',");
    expect(started.before).toContain(
      "get: { headers: { 'x-trace'?: string; authorization: string }; response: string[]; " +
        'errors: { 401: { reason: string }; 404: { missing: string } } };',
    );
    const header = '{ authorization: string; tenant: string }';
    const guard = editProjectFile(started.root, 'src/guards.ts', '{ authorization: string }', header);
    expect(regenerateLikeCold(started, [guard], false).text).toContain(`${header.slice(2)}; response`);
    const parent = editProjectFile(started.root, 'src/teams.controller.ts', '404: { missing: string }', '410: {}');
    expect(regenerateLikeCold(started, [parent], false).text).not.toContain('missing');
    // The health route's file and its controller are unchanged: only the global guard's scope is read again.
    const trace = editProjectFile(
      started.root,
      'src/guards.ts',
      "'x-trace'?: string",
      "'x-trace'?: string; 'x-span': string",
    );
    expect(regenerateLikeCold(started, [trace], false).text).toContain(
      "get: { headers: { 'x-trace'?: string; 'x-span': string }; response: boolean };",
    );
    const app = editProjectFile(started.root, 'src/main.ts', 'app.useGlobalGuards(TraceGuard);', '');
    expect(regenerateLikeCold(started, [app], false).text).not.toContain('x-trace');
    const prefix = editProjectFile(started.root, 'src/constants.ts', "'/api'", "'/v2/'");
    expect(regenerateLikeCold(started, [prefix], false).text).toContain("list_get_2: '/v2/teams/members',");
  });
});
