// watchContract over real folders: files written, folders moved in, imports outside the API root.
import { afterEach, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GenerateReport } from '../../src/codegen/model.ts';
import { watchContract, type ContractWatcher } from '../../src/codegen/watch/watch-contract.ts';
import { TSCONFIG } from './cache-project.ts';

// The first generation loads the compiler: seconds on a busy 2-core machine.
setDefaultTimeout(60_000);

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

/** A temporary folder holding `files` (path → text); a folder's own tsconfig is written where asked. */
function createFolder(files: Record<string, string>): string {
  const base = mkdtempSync(path.join(tmpdir(), 'fw-watch-'));
  cleanups.push(() => rmSync(base, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) write(path.join(base, name), text);
  return base;
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function controller(name: string, route: string, imports = '', response = 'string'): string {
  return `import { Controller, Get } from '@fw/core';\n${imports}\n@Controller('${route}')\nexport class ${name} {\n  @Get()\n  read(): ${response} {\n    return null!;\n  }\n}\n`;
}

/** Starts watching and returns a function that waits for a report the test expects. */
function watch(root: string): {
  contract: () => string;
  next: (check: (report: GenerateReport) => boolean) => Promise<GenerateReport>;
} {
  const reports: GenerateReport[] = [];
  const errors: unknown[] = [];
  let wake = (): void => {};
  const watcher: ContractWatcher = watchContract(
    { root, output: 'out/app.ts' },
    {
      onReport: (report) => (reports.push(report), wake()),
      onError: (error) => (errors.push(error), wake()),
    },
    20,
  );
  cleanups.unshift(() => watcher.close());
  let seen = 0;
  const next = (check: (report: GenerateReport) => boolean) =>
    new Promise<GenerateReport>((resolve, reject) => {
      const timeout = setTimeout(
        () => reject(new Error(`no report passed ${check}; got ${JSON.stringify(reports.slice(seen))}`)),
        10_000,
      );
      wake = () => {
        if (errors.length > 0) reject(errors[0]);
        while (seen < reports.length) {
          const report = reports[seen++];
          if (check(report)) {
            clearTimeout(timeout);
            wake = () => {};
            resolve(report);
            return;
          }
        }
      };
      wake();
    });
  return { contract: () => readFileSync(path.join(root, 'out/app.ts'), 'utf8'), next };
}

test('a folder moved into the root with controllers already inside (at any depth) regenerates, its subfolders are watched, and moving it out regenerates', async () => {
  const base = createFolder({
    'api/tsconfig.json': JSON.stringify(TSCONFIG),
    'api/src/home.controller.ts': controller('HomeController', 'home'),
    'staging/admin/users/users.controller.ts': controller('UsersController', 'admin/users'),
    'staging/admin/audit.controller.ts': controller('AuditController', 'admin/audit'),
  });
  const root = path.join(base, 'api');
  const { contract, next } = watch(root);
  await next((report) => report.routes === 1);
  // One rename event, for the folder alone (as `mv`, `git checkout` or an editor's "move" make).
  renameSync(path.join(base, 'staging/admin'), path.join(root, 'src/admin'));
  await next((report) => report.routes === 3);
  expect(contract()).toContain("'/admin/users'");
  expect(contract()).toContain("'/admin/audit'");
  const moved = path.join(root, 'src/admin/users/users.controller.ts');
  writeFileSync(moved, controller('UsersController', 'admin/people'));
  await next((report) => report.written);
  expect(contract()).toContain("'/admin/people'");
  // Moved away again: one event for the folder, and its routes leave the contract.
  renameSync(path.join(root, 'src/admin'), path.join(base, 'staging/admin'));
  await next((report) => report.routes === 1);
  expect(contract()).not.toContain("'/admin/");
});

test('a DTO outside the API root (a shared folder, a symlinked workspace package) regenerates the contract', async () => {
  const base = createFolder({
    'api/tsconfig.json': JSON.stringify(TSCONFIG),
    'api/src/users.controller.ts': controller(
      'UsersController',
      'users',
      "import type { User } from '../../shared/dto.ts';\nimport type { Role } from '@mono/models';\ntype Pair = [User, Role];",
      'Pair',
    ),
    'shared/dto.ts': 'export interface User { id: string }\n',
    'models/package.json': JSON.stringify({ name: '@mono/models', types: './index.ts' }),
    'models/index.ts': "export type Role = 'admin';\n",
  });
  const root = path.join(base, 'api');
  // As npm, Bun and pnpm install a workspace package: a symlink in node_modules to its real folder.
  mkdirSync(path.join(root, 'node_modules/@mono'), { recursive: true });
  symlinkSync(path.join(base, 'models'), path.join(root, 'node_modules/@mono/models'), 'dir');
  const { contract, next } = watch(root);
  await next((report) => report.routes === 1);
  expect(contract()).toContain('id: string');
  expect(contract()).toContain("'admin'");

  writeFileSync(path.join(base, 'shared/dto.ts'), 'export interface User { id: string; email: string }\n');
  await next((report) => report.written);
  expect(contract()).toContain('email: string');

  writeFileSync(path.join(base, 'models/index.ts'), "export type Role = 'admin' | 'guest';\n");
  await next((report) => report.written);
  expect(contract()).toContain("'admin' | 'guest'");

  // A scanned file with a syntax error keeps the last good contract, and watching goes on.
  const good = contract();
  const users = path.join(root, 'src/users.controller.ts');
  const text = readFileSync(users, 'utf8');
  writeFileSync(users, 'export class {');
  const broken = await next((report) => report.warnings.length > 0);
  expect(broken.written).toBe(false);
  expect(contract()).toBe(good);
  writeFileSync(users, text.replace("'users'", "'people'"));
  await next((report) => report.written);
  expect(contract()).toContain("'/people'");

  // So does a half-typed DTO outside the root and the glob: its type is not printed as `{}`.
  const people = contract();
  writeFileSync(path.join(base, 'shared/dto.ts'), 'export interface User {');
  const halfTyped = await next((report) => report.warnings.length > 0);
  expect(halfTyped.written).toBe(false);
  expect(halfTyped.warnings[0].file).toBe(path.join(base, 'shared/dto.ts'));
  expect(contract()).toBe(people);
  writeFileSync(path.join(base, 'shared/dto.ts'), 'export interface User { id: string; email: string }\n');

  // A folder the project starts importing from is watched from the generation that reads it.
  write(path.join(base, 'extra/note.ts'), 'export interface Note { text: string }\n');
  writeFileSync(
    users,
    text.replace(
      'type Pair = [User, Role];',
      "import type { Note } from '../../extra/note.ts';\ntype Pair = [User, Role, Note];",
    ),
  );
  await next((report) => report.written);
  expect(contract()).toContain('text: string');
  writeFileSync(path.join(base, 'extra/note.ts'), 'export interface Note { body: string }\n');
  await next((report) => report.written);
  expect(contract()).toContain('body: string');
});

test('a watcher closed from inside onReport watches nothing more, outside the root included', async () => {
  const base = createFolder({
    'api/tsconfig.json': JSON.stringify(TSCONFIG),
    'api/src/users.controller.ts': controller(
      'UsersController',
      'users',
      "import type { User } from '../../shared/dto.ts';",
      'User',
    ),
    'shared/dto.ts': 'export interface User { id: string }\n',
  });
  const users = path.join(base, 'api/src/users.controller.ts');
  let reports = 0;
  let secondReport = (): void => {};
  const watcher: ContractWatcher = watchContract(
    { root: path.join(base, 'api'), output: 'out/app.ts' },
    {
      // The first report comes before watchContract returns; the second closes the watcher.
      onReport: () => {
        reports++;
        if (reports === 2) {
          watcher.close();
          secondReport();
        }
      },
      onError: () => {},
    },
    20,
  );
  cleanups.unshift(() => watcher.close());
  const closedByListener = new Promise<void>((resolve) => (secondReport = resolve));
  writeFileSync(
    users,
    controller('UsersController', 'people', "import type { User } from '../../shared/dto.ts';", 'User'),
  );
  await closedByListener;
  writeFileSync(path.join(base, 'shared/dto.ts'), 'export interface User { id: string; email: string }\n');
  // A regeneration would come 20 ms after the change; none may come at all.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(reports).toBe(2);
});
