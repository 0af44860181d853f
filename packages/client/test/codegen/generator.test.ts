import { afterEach, describe, expect, setDefaultTimeout, test } from 'bun:test';

// Real compilations on a shared 2-core machine.
setDefaultTimeout(30_000);
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createGenerator, generate } from '../../src/codegen/generator.ts';
import { CodegenError } from '../../src/codegen/report/codegen-error.ts';
import { copyFixture } from './temp-project.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function project(name: string): string {
  const copy = copyFixture(name);
  cleanups.push(copy.remove);
  rmSync(path.join(copy.root, 'app.ts'), { force: true });
  return copy.root;
}

const NEW_ROUTE = `
  @Get('latest')
  latest(): User[] {
    return [];
  }
}
`;

describe('generate()', () => {
  test('writes to src/generated/app.ts by default and never scans its own output', () => {
    const root = project('basic');
    const first = generate({ root });
    expect(first.output).toBe(path.join(root, 'src/generated/app.ts'));
    expect(first.written).toBe(true);
    expect(first).toMatchObject({ routes: 6, types: 4, warnings: [] });
    // The report holds the README's keys and no more (the contract's text stays out of a logged report).
    const keys =
      'contractRoutes controllers gateways ms output prefix reusedRoutes routes types unregistered warnings written';
    expect(Object.keys(first).sort()).toEqual(keys.split(' '));
    const second = generate({ root });
    expect(second.written).toBe(false);
    expect(readFileSync(second.output, 'utf8')).toBe(readFileSync(first.output, 'utf8'));
  });

  test('a relative output resolves against the API root, not the working directory', () => {
    const root = project('stage3');
    const report = generate({ root, output: '../web/contract.ts' });
    expect(report.output).toBe(path.resolve(root, '../web/contract.ts'));
    cleanups.push(() => rmSync(path.resolve(root, '../web'), { recursive: true, force: true }));
    expect(existsSync(report.output)).toBe(true);
  });

  test('a __proto__ segment or handler stays an own key of paths (spec "Runtime value paths")', async () => {
    const root = project('keys');
    const report = generate({ root, output: 'app.ts' });
    const { paths } = (await import(report.output)) as { paths: Record<string, Record<string, string>> };
    expect(Object.keys(paths)).toContain('__proto__');
    expect(Object.getPrototypeOf(paths)).toBe(Object.prototype);
    expect(Object.entries(paths.__proto__ ?? {})).toEqual([['__proto__', '/__proto__']]);
  });

  test('the glob option chooses the scanned files', () => {
    const root = project('basic');
    const report = generate({ root, output: 'app.ts', glob: 'src/users/posts.controller.ts' });
    expect(report.routes).toBe(1);
    expect(readFileSync(report.output, 'utf8')).toContain("posts: '/:id/posts'");
  });

  test('a missing root or tsconfig is a CodegenError naming the path', () => {
    const missing = path.join(project('basic'), 'nope');
    expect(() => generate({ root: missing })).toThrow(
      new CodegenError('ROOT_NOT_FOUND', `API root not found: ${missing}`),
    );
    const root = project('basic');
    rmSync(path.join(root, 'tsconfig.json'));
    expect(() => generate({ root })).toThrow(`@fw/client: tsconfig not found: ${path.join(root, 'tsconfig.json')}`);
    writeFileSync(path.join(root, 'tsconfig.json'), '{ "compilerOptions": { "strict": ');
    expect(() => generate({ root })).toThrow('@fw/client: cannot read');
  });

  test('a controller definition behind an angle-bracket cast is read like one behind `as`', () => {
    const root = project('basic');
    const file = path.join(root, 'src/users/users.controller.ts');
    const source = readFileSync(file, 'utf8');
    const cast = "@Controller(<ControllerDefinition>{ path: '/api/users', children: [PostsController] })";
    writeFileSync(
      file,
      source
        .replace('import { Body, Controller,', 'import { Body, Controller, type ControllerDefinition,')
        .replace("@Controller({ path: '/api/users', children: [PostsController] })", cast),
    );
    expect(readFileSync(file, 'utf8')).toContain(cast);
    expect(generate({ root, output: 'app.ts' })).toMatchObject({ routes: 6, warnings: [] });
  });
});

describe('a scan that finds no route leaves the contract alone', () => {
  // The server plugin scans the directory the API runs from: started from a monorepo's root it
  // would find nothing, and an empty contract would wipe the frontend's routes.
  test('a glob that matches no file: the last contract is kept and a warning names the root and the glob', () => {
    const root = project('basic');
    const good = generate({ root, output: 'app.ts' });
    const before = readFileSync(good.output, 'utf8');
    const report = generate({ root, output: 'app.ts', glob: ['lib/**/*.ts', 'other/*.ts'] });
    expect(report).toMatchObject({ routes: 0, written: false });
    expect(report.warnings.map((warning) => warning.text)).toEqual([
      `@fw/client: no routes found: no file under ${root} matches lib/**/*.ts, other/*.ts, so the contract was not written (is that the API project? check root and glob)`,
    ]);
    expect(report.warnings[0]).toMatchObject({ file: root, line: 0, column: 0 });
    expect(readFileSync(good.output, 'utf8')).toBe(before);
  });

  test('files without a controller route: nothing is written, not even a first contract', () => {
    const root = project('basic');
    const empty = path.join(root, 'empty');
    mkdirSync(path.join(empty, 'src'), { recursive: true });
    writeFileSync(path.join(empty, 'tsconfig.json'), readFileSync(path.join(root, 'tsconfig.json')));
    writeFileSync(path.join(empty, 'src/util.ts'), 'export const answer = 42;\n');
    const report = generate({ root: empty });
    expect(report).toMatchObject({ routes: 0, written: false });
    expect(report.warnings.map((warning) => warning.reason)).toEqual([
      `no routes found: none of the 1 file under ${empty} matching src/**/*.ts has a controller route, so the contract was not written (is that the API project? check root and glob)`,
    ]);
    expect(existsSync(report.output)).toBe(false);
  });

  test('a regeneration after the last route is gone keeps the last contract', () => {
    const root = project('basic');
    const generator = createGenerator({ root, output: 'app.ts', glob: 'src/users/posts.controller.ts' });
    const good = generator.generate();
    expect(good.routes).toBe(1);
    const before = readFileSync(good.output, 'utf8');
    const controller = path.join(root, 'src/users/posts.controller.ts');
    writeFileSync(controller, readFileSync(controller, 'utf8').replace(/@Get\([^)]*\)/, ''));
    const report = generator.regenerate([controller]);
    expect(report).toMatchObject({ routes: 0, written: false });
    expect(report.warnings.map((warning) => warning.reason.slice(0, 16))).toEqual(['no routes found:']);
    expect(readFileSync(good.output, 'utf8')).toBe(before);
  });
});

describe('warnings found while printing types', () => {
  test('are replayed with the records a regeneration reuses (leaves and alias bodies)', () => {
    const root = project('json');
    const generator = createGenerator({ root, output: 'app.ts' });
    const cold = generator.generate();
    const expected = readFileSync(path.join(root, 'warnings.txt'), 'utf8');
    const texts = (report: { warnings: readonly { text: string }[] }) =>
      report.warnings.map((warning) => `${warning.text}\n`).join('');
    expect(texts(cold)).toBe(expected);
    // Nothing changed: every leaf and every alias body comes from records.
    const reused = generator.regenerate();
    expect(reused.reusedRoutes).toBe(reused.routes);
    expect(texts(reused)).toBe(expected);
    // The controller changed: its leaves are read again, the Stats alias (stats.ts) is reused.
    const controller = path.join(root, 'src/json.controller.ts');
    writeFileSync(controller, readFileSync(controller, 'utf8').replace("@Get('money')", "@Get('cash')"));
    const edited = generator.regenerate([controller]);
    expect(edited.reusedRoutes).toBe(0);
    expect(texts(edited)).toBe(expected);
  });
});

describe('createGenerator()', () => {
  test('regenerate() picks up an edited controller and matches a cold generate', () => {
    const root = project('basic');
    const generator = createGenerator({ root, output: 'app.ts' });
    expect(generator.generate().routes).toBe(6);
    const controller = path.join(root, 'src/users/users.controller.ts');
    writeFileSync(controller, readFileSync(controller, 'utf8').replace(/\}\s*$/, NEW_ROUTE));
    const report = generator.regenerate([controller]);
    expect(report).toMatchObject({ routes: 7, written: true, warnings: [] });
    const warm = readFileSync(report.output, 'utf8');
    expect(warm).toContain('latest: {\n        get: { response: User[] };');
    rmSync(report.output);
    generate({ root, output: 'app.ts' });
    expect(readFileSync(report.output, 'utf8')).toBe(warm);
  });

  test('without a list of changed files, a changed mtime is enough', () => {
    const root = project('basic');
    const generator = createGenerator({ root, output: 'app.ts' });
    generator.generate();
    const controller = path.join(root, 'src/users/posts.controller.ts');
    writeFileSync(controller, readFileSync(controller, 'utf8').replace('@Get()', "@Get('all')"));
    const future = new Date(statSync(controller).mtimeMs + 5_000);
    utimesSync(controller, future, future);
    expect(readFileSync(generator.regenerate().output, 'utf8')).toContain("'/api/users/:id/posts/all'");
  });

  test('a syntax error keeps the last good contract and says where', () => {
    const root = project('basic');
    const generator = createGenerator({ root, output: 'app.ts' });
    const good = generator.generate();
    const before = readFileSync(good.output, 'utf8');
    const controller = path.join(root, 'src/users/posts.controller.ts');
    writeFileSync(controller, 'export class Broken {\n  method( {\n');
    const broken = generator.regenerate([controller]);
    expect(broken.written).toBe(false);
    expect(broken.warnings.length).toBeGreaterThan(0);
    expect(broken.warnings[0]?.text).toMatch(
      /^@fw\/client: src\/users\/posts\.controller\.ts:\d+:\d+ syntax error, contract not updated: /,
    );
    expect(readFileSync(good.output, 'utf8')).toBe(before);
    const withPrefix = createGenerator({ root, output: 'app.ts', prefix: 'v2' }).generate();
    expect([withPrefix.written, withPrefix.prefix]).toEqual([false, '/v2']);
  });
});

describe('a @Schema slot fw cannot see at run time (spec "Errors": it would not be validated)', () => {
  const controllerOf = (root: string) => path.join(root, 'src/users.controller.ts');
  const warned = (report: { warnings: readonly { reason: string; line: number }[] }) =>
    report.warnings
      .filter((warning) => warning.reason.includes('will not be validated'))
      .map((warning) => warning.line);

  test('a value import instead clears the warning, and the route stays either way', () => {
    const root = project('dto-imports');
    const generator = createGenerator({ root, output: 'app.ts' });
    const first = generator.generate();
    expect(warned(first)).toEqual([14, 20, 26, 32, 62, 68, 74, 74, 74]);
    const controller = controllerOf(root);
    const source = readFileSync(controller, 'utf8');
    writeFileSync(
      controller,
      source
        .replace('import { type CreateComment }', 'import { CreateComment }')
        .replace('import type { CreateUser, Note, UpdateUser }', 'import { CreateUser, type Note, type UpdateUser }'),
    );
    const second = generator.regenerate([controller]);
    // Left: the namespace import (`import type * as dto`), the barrel's `export type`, the query and header classes.
    expect(warned(second)).toEqual([26, 32, 74, 74]);
    // The contract does not depend on the import's form.
    expect(second.written).toBe(false);
    expect(second.routes).toBe(first.routes);
  });

  test('without emitDecoratorMetadata every @Schema slot is warned about, value imports too, naming the flag', () => {
    const root = project('dto-imports');
    const tsconfig = path.join(root, 'tsconfig.json');
    writeFileSync(
      tsconfig,
      readFileSync(tsconfig, 'utf8').replace('"emitDecoratorMetadata": true', '"emitDecoratorMetadata": false'),
    );
    const report = generate({ root, output: 'app.ts' });
    // Not the route that names its body class (line 56).
    expect(warned(report)).toEqual([14, 20, 26, 32, 38, 62, 68, 74, 74, 74, 80]);
    const reasons = report.warnings.filter((warning) => warning.reason.includes('will not be validated'));
    const fix = 'without emitDecoratorMetadata, so no design:paramtypes names the class; enable it in tsconfig.json';
    expect(reasons.every((warning) => warning.reason.endsWith(fix))).toBe(true);
  });
});

describe('the global prefix (new Fw({ prefix }), or the prefix option)', () => {
  const pathsOf = (root: string) => readFileSync(path.join(root, 'app.ts'), 'utf8').match(/'\/[^']*'/g);

  test('read from the source by default, and reported', () => {
    const root = project('prefix');
    const report = generate({ root, output: 'app.ts' });
    expect(report).toMatchObject({ prefix: '/api/v1', warnings: [] });
    expect(pathsOf(root)).toEqual(["'/api/v1/users'", "'/api/v1/users/:id'"]);
  });

  test('the option wins, normalized like a controller path; an empty one means none', () => {
    const root = project('prefix');
    expect(generate({ root, output: 'app.ts', prefix: 'v2//' }).prefix).toBe('/v2');
    expect(pathsOf(root)).toEqual(["'/v2/users'", "'/v2/users/:id'"]);
    expect(generate({ root, output: 'app.ts', prefix: '' }).prefix).toBe('');
    expect(pathsOf(root)).toEqual(["'/users'", "'/users/:id'"]);
  });

  test('two apps with different prefixes: warned at the second, none applied', () => {
    const root = project('prefix');
    const admin = "import { Fw } from '@fw/core';\nexport const admin = new Fw({ prefix: '/admin' });\n";
    writeFileSync(path.join(root, 'src/admin.ts'), admin);
    const report = generate({ root, output: 'app.ts' });
    expect(report.prefix).toBe('');
    expect(report.warnings.map((warning) => warning.text)).toEqual([
      "@fw/client: src/main.ts:6:27 prefix skipped: '/api/v1' differs from '/admin' (src/admin.ts:2), " +
        'and the generator cannot tell which app serves the contract; routes are written without one ' +
        "(pass the generator's prefix option, fw-client --prefix)",
    ]);
  });

  test('a prefix @fw/core refuses is warned about and not applied', () => {
    const root = project('prefix');
    const config = path.join(root, 'src/config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("prefix: 'api'", "prefix: 'api?'"));
    const report = generate({ root, output: 'app.ts' });
    expect(report.prefix).toBe('');
    expect(report.warnings.map((warning) => warning.reason)).toEqual([
      `prefix skipped: '/api?/v1' has "?", which no request path carries: a URL reads it as the start of the query. ` +
        'Remove it (query values are read with @Query(); for an optional param, declare the route with and without it).',
    ]);
  });
});

describe('controllers no controllers([...]) call registers', () => {
  const routesOf = (root: string) => generate({ root, output: 'app.ts' }).contractRoutes.map((route) => route.path);

  test('registered later, the controller joins the contract and the warning goes', () => {
    const root = project('registration');
    const main = path.join(root, 'src/main.ts');
    expect(routesOf(root)).toEqual(['/users', '/users/:id/posts']);
    writeFileSync(main, readFileSync(main, 'utf8').replace('[UsersController]', '[UsersController, DraftsController]'));
    writeFileSync(
      main,
      readFileSync(main, 'utf8').replace('{ UsersController }', '{ DraftsController, UsersController }'),
    );
    const report = generate({ root, output: 'app.ts' });
    expect(report.warnings).toEqual([]);
    expect(report.contractRoutes.map((route) => route.path)).toEqual(['/drafts', '/users', '/users/:id/posts']);
  });

  test('a list the generator cannot follow, or no controllers() call at all, keeps every controller', () => {
    const root = project('registration');
    const main = path.join(root, 'src/main.ts');
    const source = readFileSync(main, 'utf8');
    writeFileSync(main, source.replace('.controllers([UsersController])', '.controllers(load())'));
    writeFileSync(main, `${readFileSync(main, 'utf8')}function load() {\n  return [UsersController];\n}\n`);
    expect(routesOf(root)).toEqual(['/drafts', '/users', '/users/:id/posts']);
    writeFileSync(main, 'export {};\n');
    expect(routesOf(root)).toEqual(['/drafts', '/users', '/users/:id/posts']);
  });
});
