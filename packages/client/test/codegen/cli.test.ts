// The fw-client command as users run it: compiled JavaScript under plain Node (not Bun), as a child process.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildCli } from './build-cli.ts';
import { FIXTURES } from './fixture-cases.ts';
import { copyFixture } from './temp-project.ts';

// Each run starts Node and loads the compiler: seconds, not milliseconds, on a busy 2-core machine.
setDefaultTimeout(60_000);

let main = '';
const cleanups: (() => void)[] = [];

beforeAll(() => {
  main = buildCli();
});
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

function project(name: string): string {
  const copy = copyFixture(name);
  cleanups.push(copy.remove);
  rmSync(path.join(copy.root, 'app.ts'));
  return copy.root;
}

function run(args: string[], cwd = process.cwd()) {
  const result = spawnSync('node', [main, ...args], { cwd, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('fw-client generate', () => {
  test('the built command starts with a node shebang', () => {
    expect(readFileSync(main, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  test('writes the same contract as the golden file and prints one summary line', () => {
    const root = project('basic');
    const result = run(['generate', '--root', root, '--output', 'app.ts'], root);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^@fw\/client: wrote app\.ts: 6 routes, 4 types, \d+ ms\n$/);
    expect(readFileSync(path.join(root, 'app.ts'), 'utf8')).toBe(
      readFileSync(path.join(FIXTURES, 'basic/app.ts'), 'utf8'),
    );
    const again = run(['generate', '--root', root, '--output', 'app.ts'], root);
    expect(again.stdout).toMatch(/^@fw\/client: unchanged app\.ts: 6 routes/);
  });

  test('a reader that goes away (`| head -c 1`) is no crash: exit 0, the contract written', async () => {
    const root = project('basic');
    const child = spawn('node', [main, 'generate', '--root', root, '--output', 'app.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    expect(await new Promise((resolve) => child.on('close', resolve))).toBe(0);
    expect(stderr).toBe('');
    expect(readFileSync(path.join(root, 'app.ts'), 'utf8')).toBe(
      readFileSync(path.join(FIXTURES, 'basic/app.ts'), 'utf8'),
    );
  });

  test('--import-types, --glob and --tsconfig reach the generator', () => {
    const root = project('import-types');
    writeFileSync(path.join(root, 'other.json'), readFileSync(path.join(root, 'tsconfig.json')));
    rmSync(path.join(root, 'tsconfig.json'));
    const args = ['generate', '--root', root, '--output', 'app.ts', '--import-types', '--tsconfig', 'other.json'];
    const result = run([...args, '--glob', 'src/books.controller.ts', '--glob', 'src/models.ts']);
    expect(result.status).toBe(0);
    expect(readFileSync(path.join(root, 'app.ts'), 'utf8')).toBe(
      readFileSync(path.join(FIXTURES, 'import-types/app.ts'), 'utf8'),
    );
  });

  test('--prefix reaches the generator and wins over the sources; an empty one means none', () => {
    const root = project('prefix');
    const contract = path.join(root, 'app.ts');
    expect(run(['generate', '--root', root, '--output', 'app.ts', '--prefix', '/v2']).status).toBe(0);
    expect(readFileSync(contract, 'utf8')).toContain("list: '/v2/users',");
    expect(run(['generate', '--root', root, '--output', 'app.ts', '--prefix', '']).status).toBe(0);
    expect(readFileSync(contract, 'utf8')).toContain("list: '/users',");
    expect(run(['generate', '--root', root, '--output', 'app.ts']).status).toBe(0);
    expect(readFileSync(contract, 'utf8')).toContain("list: '/api/v1/users',");
  });

  test('exits 0 with warnings, each on its own line with file:line', () => {
    const root = project('unresolvable');
    const result = run(['generate', '--root', root, '--output', 'app.ts']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/wrote .*app\.ts: 6 routes, 1 gateway, 0 types/);
    expect(result.stderr).toBe(readFileSync(path.join(FIXTURES, 'unresolvable/warnings.txt'), 'utf8'));
  });

  test('a missing root or tsconfig exits non-zero with a clear message', () => {
    const missing = path.join(FIXTURES, 'does-not-exist');
    const noRoot = run(['generate', '--root', missing]);
    expect(noRoot.status).toBe(1);
    expect(noRoot.stderr).toBe(`@fw/client: API root not found: ${missing}\n`);
    const root = project('basic');
    rmSync(path.join(root, 'tsconfig.json'));
    const noConfig = run(['generate', '--root', root]);
    expect(noConfig.status).toBe(1);
    expect(noConfig.stderr).toBe(`@fw/client: tsconfig not found: ${path.join(root, 'tsconfig.json')}\n`);
  });

  test('a syntax error exits 1 and keeps the file', () => {
    const root = project('stage3');
    writeFileSync(path.join(root, 'app.ts'), '// previous contract\n');
    writeFileSync(path.join(root, 'src/broken.ts'), 'export const = ;\n');
    const result = run(['generate', '--root', root, '--output', 'app.ts']);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/kept the last .*app\.ts/);
    expect(result.stderr).toMatch(/^@fw\/client: src\/broken\.ts:1:\d+ syntax error, contract not updated: /);
    expect(readFileSync(path.join(root, 'app.ts'), 'utf8')).toBe('// previous contract\n');
  });

  test('no route found (a root that is not the API) exits 1 and keeps the file', () => {
    const root = project('stage3');
    writeFileSync(path.join(root, 'app.ts'), '// previous contract\n');
    const result = run(['generate', '--root', root, '--output', 'app.ts', '--glob', 'api/**/*.ts'], root);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^@fw\/client: did not write app\.ts: 0 routes, 0 types, \d+ ms\n$/);
    expect(result.stderr).toBe(
      `@fw/client: no routes found: no file under ${root} matches api/**/*.ts, so the contract was not written (is that the API project? check root and glob)\n`,
    );
    expect(readFileSync(path.join(root, 'app.ts'), 'utf8')).toBe('// previous contract\n');
  });

  test('usage errors exit 2 and print the usage', () => {
    for (const args of [['build'], ['generate', '--nope'], ['generate', 'extra']]) {
      const result = run(args);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Usage: fw-client generate');
    }
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--watch');
  });
});

describe('fw-client generate --watch', () => {
  test('regenerates on change and keeps the last good contract on a syntax error', async () => {
    const root = project('basic');
    const child = spawn('node', [main, 'generate', '--watch', '--root', root, '--output', 'app.ts'], { cwd: root });
    const output: string[] = [];
    let waiting: { pattern: RegExp; resolve: () => void } | undefined;
    const check = () => {
      if (waiting?.pattern.test(output.join(''))) waiting.resolve();
    };
    child.stdout.on('data', (chunk: Buffer) => (output.push(chunk.toString()), check()));
    child.stderr.on('data', (chunk: Buffer) => (output.push(chunk.toString()), check()));
    const until = (pattern: RegExp) =>
      new Promise<void>((resolve) => {
        waiting = { pattern, resolve };
        check();
      });
    try {
      await until(/wrote app\.ts: 6 routes/);
      const controller = path.join(root, 'src/users/posts.controller.ts');
      writeFileSync(controller, readFileSync(controller, 'utf8').replace('@Get()', "@Get('recent')"));
      await until(/wrote app\.ts: 6 routes[^]*wrote app\.ts: 6 routes/);
      const good = readFileSync(path.join(root, 'app.ts'), 'utf8');
      expect(good).toContain("posts: '/api/users/:id/posts/recent'");
      writeFileSync(controller, 'export class {');
      await until(/posts\.controller\.ts:1:\d+ syntax error/);
      expect(readFileSync(path.join(root, 'app.ts'), 'utf8')).toBe(good);
    } finally {
      child.kill();
    }
  });
});
