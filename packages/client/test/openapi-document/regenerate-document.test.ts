// The generator's OpenAPI document is kept between generations like the contract: each route's operation and
// each named type's schema. Whatever the edit, the regenerated document must be the cold one, byte for byte.
import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createGenerator, generate } from '../../src/codegen/generator.ts';
import type { GenerateReport } from '../../src/codegen/model.ts';
import { CACHE_PROJECT, editProjectFile, writeCacheProject, writeProjectFile } from '../codegen/cache-project.ts';

// Real compilations on a shared 2-core machine.
setDefaultTimeout(60_000);

const PROJECT: Readonly<Record<string, string>> = {
  'src/dto/audit.ts': CACHE_PROJECT['src/dto/audit.ts'] ?? '',
  'src/dto/user.dto.ts': CACHE_PROJECT['src/dto/user.dto.ts'] ?? '',
  'src/dto/page.ts': CACHE_PROJECT['src/dto/page.ts'] ?? '',
  'src/users.controller.ts': [
    "import { Body, Controller, Get, Param, Patch } from '@fw/core';",
    "import type { Page } from './dto/page.ts';",
    "import type { UserDto } from './dto/user.dto.ts';",
    '',
    "@Controller('users')",
    'export class UsersController {',
    '  @Get() list(): Page<UserDto> { throw new Error(); }',
    "  @Get(':id') one(@Param('id') id: string): UserDto | undefined { return id ? undefined : undefined; }",
    "  @Patch(':id') patch(@Param('id') id: string, @Body() body: Partial<UserDto>): void { void [id, body]; }",
    '}',
    '',
  ].join('\n'),
  'src/teams.controller.ts': [
    "import { Body, Controller, Get, Post } from '@fw/core';",
    "import type { UserDto } from './dto/user.dto.ts';",
    '',
    "@Controller('teams')",
    'export class TeamsController {',
    '  @Get() owners(): { owner: UserDto }[] { return []; }',
    '  @Post() invite(@Body() body: Partial<UserDto>): { invited: number } { return { invited: body ? 1 : 0 }; }',
    '}',
    '',
  ].join('\n'),
  // A parent in another file: its `@Errors` cover the child's routes, though the child's file never imports it.
  'src/admin.controller.ts': [
    "import { Controller, Errors } from '@fw/core';",
    "import { AuditController } from './audit.controller.ts';",
    '',
    "@Controller({ path: 'admin', children: [AuditController] })",
    '@Errors<{ 403: { reason: string } }>()',
    'export class AdminController {}',
    '',
  ].join('\n'),
  'src/audit.controller.ts': [
    "import { Controller, Get } from '@fw/core';",
    '',
    "@Controller('audit')",
    'export class AuditController {',
    '  @Get() list(): string[] { return []; }',
    '}',
    '',
  ].join('\n'),
  'src/reports/index.ts': CACHE_PROJECT['src/reports/index.ts'] ?? '',
  'src/reports.controller.ts': CACHE_PROJECT['src/reports.controller.ts'] ?? '',
};

const project = writeCacheProject(PROJECT);
afterAll(project.remove);
const { root } = project;
const generator = createGenerator({ root, output: 'warm.ts', openapi: 'warm.json' });
let cold = 0;

/** The generator's document after `changed`, checked against a cold generation of the same sources. */
function regenerateLikeCold(changed: readonly string[]): { report: GenerateReport; document: OpenApi } {
  const report = generator.regenerate(changed);
  const text = readFileSync(path.join(root, 'warm.json'), 'utf8');
  const fresh = generate({ root, output: `cold-${cold}.ts`, openapi: `cold-${cold}.json` });
  expect(text).toBe(readFileSync(path.join(root, `cold-${cold++}.json`), 'utf8'));
  expect(report.warnings).toEqual(fresh.warnings);
  expect(fresh.openapi?.reusedOperations).toBe(0);
  return { report, document: JSON.parse(text) as OpenApi };
}

interface OpenApi {
  paths: Record<
    string,
    Record<string, { operationId: string; requestBody?: { content: Record<string, { schema: unknown }> } }>
  >;
  components: { schemas: Record<string, unknown>; securitySchemes?: unknown };
}

const first = generator.generate();
const operations = first.openapi?.operations ?? 0;

test('the first generation writes the document of every route, none reused', () => {
  expect(first.warnings).toEqual([]);
  expect(first.openapi).toMatchObject({ operations: 7, reusedOperations: 0, written: true });
});

test('an added route: only its controller is read again', () => {
  const file = editProjectFile(
    root,
    'src/users.controller.ts',
    '  @Get() list()',
    "  @Get('count') count(): { total: number } { return { total: 0 }; }\n  @Get() list()",
  );
  const { report, document } = regenerateLikeCold([file]);
  expect(document.paths['/users/count']?.get).toBeDefined();
  expect(report.openapi).toMatchObject({ operations: operations + 1, reusedOperations: 4 });
});

test('a DTO two controllers use: the change reaches every route that uses it, the others are reused', () => {
  const file = editProjectFile(root, 'src/dto/user.dto.ts', 'id!: string;', 'id!: string; email!: string;');
  const { report, document } = regenerateLikeCold([file]);
  // `Partial<UserDto>` is written out in each operation: both bodies must show the new member.
  const bodyOf = (route: string, method: string) =>
    JSON.stringify(document.paths[route]?.[method]?.requestBody?.content['application/json']?.schema);
  expect(bodyOf('/users/{id}', 'patch')).toContain('"email"');
  expect(bodyOf('/teams', 'post')).toContain('"email"');
  expect(JSON.stringify(document.components.schemas.UserDto)).toContain('"email"');
  expect(report.openapi?.reusedOperations).toBe(2);
});

test("a parent controller's errors, edited: its child's routes change though the child's file did not", () => {
  const file = editProjectFile(root, 'src/admin.controller.ts', '403: { reason: string }', '409: { taken: true }');
  const { report, document } = regenerateLikeCold([file]);
  const responses = (document.paths['/admin/audit']?.get as { responses?: Record<string, unknown> }).responses;
  expect(Object.keys(responses ?? {})).toEqual(['200', '409']);
  expect(report.openapi?.reusedOperations).toBe((report.openapi?.operations ?? 0) - 1);
});

test("a parent's error now a named type: the child's operation, read again in its kept file, keeps it after", () => {
  const admin = readFileSync(path.join(root, 'src/admin.controller.ts'), 'utf8').replace(
    '409: { taken: true }',
    '409: Conflict',
  );
  const named = writeProjectFile(root, 'src/admin.controller.ts', `${admin}export interface Conflict { by: string }\n`);
  const { document } = regenerateLikeCold([named]);
  expect(JSON.stringify(document.components.schemas.Conflict)).toContain('"by"');
  // An edit elsewhere: the child's operation is replayed, and the type only it reaches must still be there.
  const users = editProjectFile(root, 'src/users.controller.ts', '@Get() list()', '@Get() all()');
  expect(regenerateLikeCold([users]).document.components.schemas.Conflict).toBeDefined();
});

test('a type two imports away, renamed: the components are renamed in every operation', () => {
  editProjectFile(root, 'src/dto/audit.ts', 'interface Audit', 'interface AuditTrail');
  const file = editProjectFile(root, 'src/dto/user.dto.ts', 'Audit', 'AuditTrail');
  const dto = editProjectFile(root, 'src/dto/user.dto.ts', 'audit!: Audit;', 'audit!: AuditTrail;');
  const { document } = regenerateLikeCold([path.join(root, 'src/dto/audit.ts'), file, dto]);
  expect(Object.keys(document.components.schemas)).toContain('AuditTrail');
  expect(Object.keys(document.components.schemas)).not.toContain('Audit');
});

test('a deleted controller: its operations and the types only it used are gone', () => {
  const file = path.join(root, 'src/reports.controller.ts');
  rmSync(file);
  const { report, document } = regenerateLikeCold([file]);
  expect(document.paths['/reports']).toBeUndefined();
  expect(document.components.schemas.Report).toBeUndefined();
  expect(report.openapi?.reusedOperations).toBe(report.openapi?.operations);
});

test('a type a kept operation reaches only through another type is kept with it, then changed with it', () => {
  // Unchanged sources: everything replayed, the text the same.
  const again = regenerateLikeCold([]);
  expect(again.report.openapi).toMatchObject({ reusedOperations: again.report.openapi?.operations, written: false });
  const file = writeProjectFile(root, 'src/dto/audit.ts', 'export interface AuditTrail { at: Date; by: number }\n');
  const { document } = regenerateLikeCold([file]);
  expect(JSON.stringify(document.components.schemas.AuditTrail)).toContain('"number"');
});

test('a JSDoc added, edited and removed: the summary and description follow it', () => {
  const operation = (document: OpenApi) => document.paths['/teams']?.get as { summary?: string; description?: string };
  const added = editProjectFile(
    root,
    'src/teams.controller.ts',
    '  @Get() owners()',
    '  /** The owners. */\n  @Get() owners()',
  );
  expect(operation(regenerateLikeCold([added]).document).summary).toBe('The owners.');
  const edited = editProjectFile(
    root,
    'src/teams.controller.ts',
    '/** The owners. */',
    '/** Every owner.\n\n One a team. */',
  );
  expect(operation(regenerateLikeCold([edited]).document)).toMatchObject({
    summary: 'Every owner.',
    description: 'One a team.',
  });
  const removed = editProjectFile(root, 'src/teams.controller.ts', '/** Every owner.\n\n One a team. */', '');
  const { report, document } = regenerateLikeCold([removed]);
  expect(operation(document).summary).toBeUndefined();
  expect(report.openapi?.written).toBe(true);
});

test('an authorization header added to a kept path, then removed: the security scheme comes and goes', () => {
  const added = editProjectFile(
    root,
    'src/teams.controller.ts',
    'invite(@Body() body: Partial<UserDto>)',
    "invite(@Body() body: Partial<UserDto>, @Header('authorization') authorization?: string)",
  );
  editProjectFile(
    root,
    'src/teams.controller.ts',
    'Body, Controller, Get, Post',
    'Body, Controller, Get, Header, Post',
  );
  expect(regenerateLikeCold([added]).document.components.securitySchemes).toBeDefined();
  const removed = editProjectFile(
    root,
    'src/teams.controller.ts',
    ", @Header('authorization') authorization?: string",
    '',
  );
  expect(regenerateLikeCold([removed]).document.components.securitySchemes).toBeUndefined();
});

test('a handler named with a `$`: its operationId has `_` in its place, replayed as it was read', () => {
  const added = editProjectFile(
    root,
    'src/teams.controller.ts',
    '  @Get() owners()',
    "  @Get('first') $first(): string { return ''; }\n  @Get() owners()",
  );
  expect(regenerateLikeCold([added]).document.paths['/teams/first']?.get?.operationId).toBe('TeamsController__first');
  const file = writeProjectFile(root, 'src/dto/audit.ts', 'export interface AuditTrail { at: Date; by: string }\n');
  expect(regenerateLikeCold([file]).document.paths['/teams/first']?.get?.operationId).toBe('TeamsController__first');
});

test('a route removed, then a path renamed so that its operation moves among the others', () => {
  const removed = editProjectFile(
    root,
    'src/users.controller.ts',
    "  @Get('count') count(): { total: number } { return { total: 0 }; }\n",
    '',
  );
  const before = regenerateLikeCold([removed]);
  expect(before.document.paths['/users/count']).toBeUndefined();
  const renamed = editProjectFile(root, 'src/teams.controller.ts', "@Controller('teams')", "@Controller('a-teams')");
  const { document } = regenerateLikeCold([renamed]);
  expect(Object.keys(document.paths)[0]).toBe('/a-teams');
});

test("a type named like another: each reference to the one now numbered is renamed, the other's kept", () => {
  const named = (document: OpenApi) =>
    Object.keys(document.components.schemas).filter((name) => name.startsWith('UserDto'));
  expect(named(regenerateLikeCold([]).document)).toEqual(['UserDto']);
  // Its file sorts before `src/dto/user.dto.ts`: it takes the plain name, the kept operations' `UserDto` becomes `_2`.
  const file = writeProjectFile(
    root,
    'src/a.controller.ts',
    [
      "import { Controller, Get } from '@fw/core';",
      '',
      'interface UserDto { nickname: string }',
      '',
      "@Controller('a')",
      'export class AController {',
      '  @Get() one(): UserDto { return { nickname: "" }; }',
      '}',
      '',
    ].join('\n'),
  );
  const { report, document } = regenerateLikeCold([file]);
  expect(named(document)).toEqual(['UserDto', 'UserDto_2']);
  expect(report.openapi?.reusedOperations).toBe((report.openapi?.operations ?? 0) - 1);
});

test("a new route taking fw's names: the kept operations' ids and validation body are numbered", () => {
  const ids = (document: OpenApi) =>
    Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
  const before = regenerateLikeCold([]).document;
  expect(ids(before)).toContain('TeamsController_owners');
  expect(Object.keys(before.components.schemas)).toContain('ValidationErrorBody');
  // Its path sorts first: it takes the plain id; no component is added, so every name but the id stays.
  const controller = (returned: string, type = '') =>
    [
      "import { Controller, Get, Query } from '@fw/core';",
      type,
      "@Controller('0-teams')",
      'export class TeamsController {',
      `  @Get() owners(@Query('q') q: string): ${returned} { return q as never; }`,
      '}',
      '',
    ].join('\n');
  const file = writeProjectFile(root, 'src/other/teams.controller.ts', controller('string[]'));
  const numbered = regenerateLikeCold([file]);
  expect(
    ids(numbered.document)
      .filter((id) => id.startsWith('TeamsController_owners'))
      .sort(),
  ).toEqual(['TeamsController_owners', 'TeamsController_owners_2']);
  expect(numbered.report.openapi?.reusedOperations).toBe((numbered.report.openapi?.operations ?? 0) - 1);
  // Its type takes the validation body's name: every operation that answers fw's 400 refers to the new one.
  const mine = 'export interface ValidationErrorBody { mine: true }';
  const { document } = regenerateLikeCold([
    writeProjectFile(root, 'src/other/teams.controller.ts', controller('ValidationErrorBody', mine)),
  ]);
  expect(Object.keys(document.components.schemas)).toContain('ValidationErrorBody_fw');
  expect(JSON.stringify(document.paths['/users/{id}'])).toContain('ValidationErrorBody_fw');
});

test("a global guard's header edited in its own file: operations of controllers that never import it take it", () => {
  const guard =
    "export class TraceGuard implements CanActivate<{ 'x-trace'?: string }> { canActivate() { return true; } }";
  const guards = writeProjectFile(root, 'src/guards.ts', `import type { CanActivate } from '@fw/core';\n${guard}\n`);
  const main = writeProjectFile(
    root,
    'src/main.ts',
    "import { Fw } from '@fw/core';\nimport { TraceGuard } from './guards.ts';\nconst app = new Fw();\napp.useGlobalGuards(TraceGuard);\n",
  );
  expect(JSON.stringify(regenerateLikeCold([guards, main]).document.paths)).toContain('x-trace');
  // main.ts is not parsed again, only its import changed: the same guard call, a new stamp for what it covers.
  const edited = editProjectFile(root, 'src/guards.ts', "'x-trace'?: string", "'x-trace'?: string; 'x-span': string");
  const { report, document } = regenerateLikeCold([edited]);
  expect(JSON.stringify(document.paths)).toContain('x-span');
  expect(report.openapi?.reusedOperations).toBe(0);
  rmSync(main);
  rmSync(guards);
  regenerateLikeCold([main, guards]);
});

test('a schema in the order types were created (a union of two generic instantiations): still the cold one', () => {
  const file = writeProjectFile(
    root,
    'src/feeds.controller.ts',
    [
      "import { Controller, Get } from '@fw/core';",
      "import type { Page } from './dto/page.ts';",
      "import type { UserDto } from './dto/user.dto.ts';",
      '',
      "@Controller('feeds')",
      'export class FeedsController {',
      '  @Get() mixed(): Page<UserDto> | Page<{ title: string }> { throw new Error(); }',
      '}',
      '',
    ].join('\n'),
  );
  // Read among replayed operations it would depend on the order of reads: the generation starts over cold.
  expect(regenerateLikeCold([file]).report.openapi?.reusedOperations).toBe(0);
  const other = editProjectFile(
    root,
    'src/teams.controller.ts',
    '{ invited: number }',
    '{ invited: number; at: Date }',
  );
  expect(regenerateLikeCold([other]).report.openapi?.reusedOperations).toBe(0);
});
