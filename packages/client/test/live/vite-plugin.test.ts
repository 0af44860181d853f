// fwClient() under a real Vite, run by plain Node with the compiled plugin: `vite build` compiles
// against a contract generated before bundling; `vite dev` generates before serving, regenerates
// after edits to the API and stops watching when the server closes.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildBundler } from './build-bundler.ts';
import {
  ADD_ROUTE,
  CONTROLLER,
  createLiveProject,
  LIVE_FIXTURES,
  readText,
  waitFor,
  type LiveProject,
} from './live-project.ts';

// Each run starts Node, Vite and the compiler: seconds on a busy 2-core machine.
setDefaultTimeout(90_000);

const RUN_VITE = path.join(LIVE_FIXTURES, 'run-vite.mjs');
const OPTIONS = { root: '../api', output: '../web/src/generated/app.ts' };

let plugin = '';
const projects: LiveProject[] = [];
beforeAll(() => {
  plugin = buildBundler();
});
afterAll(() => {
  for (const project of projects) project.remove();
});

function project(): LiveProject {
  const created = createLiveProject();
  projects.push(created);
  return created;
}

const contractOf = (project: LiveProject) => path.join(project.web, 'src/generated/app.ts');

function viteBuild(project: LiveProject, options: object = OPTIONS) {
  return spawnSync('node', [RUN_VITE, 'build', plugin, project.web, JSON.stringify(options)], { encoding: 'utf8' });
}

function readBundle(project: LiveProject): string {
  const assets = path.join(project.web, 'dist/assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readText(path.join(assets, name)))
    .join('\n');
}

describe('vite build', () => {
  test('generates before bundling, replacing a stale contract, and bundles the fresh one', () => {
    const web = project();
    mkdirSync(path.dirname(contractOf(web)), { recursive: true });
    writeFileSync(contractOf(web), "export const paths = { api: { list: '/stale' } } as const;\n");
    web.edit(CONTROLLER, ...ADD_ROUTE);
    const result = viteBuild(web);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/@fw\/client: wrote .*web\/src\/generated\/app\.ts: 2 routes, 1 type, \d+ ms/);
    expect(readText(contractOf(web))).toContain("one: '/api/users/:id',");
    const bundle = readBundle(web);
    expect(bundle).toContain('"/api/users/:id"');
    expect(bundle).not.toContain('/stale');
  });

  test('a scanned file that does not parse fails the build, names the file and keeps the contract', () => {
    const web = project();
    mkdirSync(path.dirname(contractOf(web)), { recursive: true });
    writeFileSync(contractOf(web), '// the last good contract\n');
    writeFileSync(path.join(web.dir, CONTROLLER), 'export class {');
    const result = viteBuild(web);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/@fw\/client: src\/users\.controller\.ts:1:\d+ syntax error, contract not updated/);
    expect(readText(contractOf(web))).toBe('// the last good contract\n');
    expect(existsSync(path.join(web.web, 'dist'))).toBe(false);
  });

  test('a glob that reaches no controller fails the build and keeps the contract', () => {
    const web = project();
    mkdirSync(path.dirname(contractOf(web)), { recursive: true });
    writeFileSync(contractOf(web), '// the last good contract\n');
    const result = viteBuild(web, { ...OPTIONS, glob: 'nothing/**/*.ts' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('no file under');
    expect(result.stderr).toContain('matches nothing/**/*.ts, so the contract was not written');
    expect(readText(contractOf(web))).toBe('// the last good contract\n');
    expect(existsSync(path.join(web.web, 'dist'))).toBe(false);
  });

  test('an API root that does not exist fails the build with its path', () => {
    const web = project();
    const result = viteBuild(web, { root: '../missing' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`@fw/client: API root not found: ${path.join(web.dir, 'missing')}`);
    expect(existsSync(path.join(web.web, 'dist'))).toBe(false);
  });

  test('without a root the API is the Vite project itself', () => {
    const web = project();
    const result = viteBuild(web, {});
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`@fw/client: tsconfig not found: ${path.join(web.web, 'tsconfig.json')}`);
  });
});

describe('vite dev', () => {
  test('generates before serving, regenerates after API edits, survives a broken file and stops watching on close', async () => {
    const web = project();
    const child = spawn('node', [RUN_VITE, 'dev', plugin, web.web, JSON.stringify(OPTIONS)]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await waitFor('the dev server', () => output.includes('ready '));
      expect(output).toMatch(/@fw\/client: wrote .*app\.ts: 1 route, 1 type, \d+ ms[^]*ready /);
      const url = new URL('src/generated/app.ts', /ready (\S+)/.exec(output)?.[1]);
      const served = async () => (await fetch(url)).text();
      expect(await served()).toContain('list: "/api/users"');

      web.edit(CONTROLLER, ...ADD_ROUTE);
      // The child writes the file, then prints: wait for the line, which comes second.
      await waitFor('the regeneration line', () => /wrote .*app\.ts: 2 routes, 1 type, \d+ ms/.test(output));
      expect(readText(contractOf(web))).toContain("one: '/api/users/:id',");
      // Vite's own watcher sees the rewritten file and serves the new module.
      await waitFor('Vite serving the new contract', async () => (await served()).includes('one: "/api/users/:id"'));

      const good = readText(contractOf(web));
      writeFileSync(path.join(web.dir, CONTROLLER), 'export class {');
      await waitFor('the syntax warning', () => output.includes('syntax error, contract not updated'));
      expect(output).toMatch(/@fw\/client: src\/users\.controller\.ts:1:\d+ syntax error/);
      expect(readText(contractOf(web))).toBe(good);
      expect((await fetch(url)).status).toBe(200);

      child.stdin.write('close\n');
      // Node exits by itself only when nothing is left open, the API watcher included.
      expect(await exited).toBe(0);
      expect(output).toContain('closed');
    } finally {
      child.kill();
    }
  });
});
