// fw as a user gets it: every package packed by `npm pack`, installed from its tarball into a folder outside
// this repository, with Node, npm and Bun from npm only. The scaffolded projects are in create-fw.test.ts.
import { beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSizeTable } from '../../scripts/size-table.mjs';
import { repoRoot, usePackedScratch, type PackedPackage } from './support/pack.ts';
import { run, runOk } from './support/run.ts';

const minutes = 60_000;
const packages = usePackedScratch('packaging');

async function packedManifest(pkg: PackedPackage): Promise<Record<string, unknown>> {
  return JSON.parse(await runOk('tar', ['-xzOf', pkg.tarball, 'package/package.json'], packages.dir()));
}

/** Every file an `exports` entry or a `bin` names, whatever the nesting of conditions. */
function namedFiles(value: unknown): string[] {
  if (typeof value === 'string') return value.includes('*') ? [] : [value.replace(/^\.\//, '')];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(namedFiles);
}

describe('the packed tarballs', () => {
  test('each fw package is packed, with its sizes printed', () => {
    expect(packages.all().map((pkg) => pkg.name)).toEqual(
      expect.arrayContaining(['@fw/client', '@fw/core', '@fw/static', '@fw/websocket']),
    );
    for (const pkg of packages.all()) console.log(`${pkg.name}: ${pkg.size} B packed, ${pkg.unpackedSize} B unpacked`);
  });

  test("the root README's size table is npm run readme:sizes's for these tarballs (within 3%)", async () => {
    const rows = readSizeTable(readFileSync(join(repoRoot, 'README.md'), 'utf8'));
    expect(rows.map((row) => row.name).sort()).toEqual(
      packages
        .all()
        .map((pkg) => pkg.name)
        .sort(),
    );
    // Every change moves a size a little; a stale table (a README cut by half, a new dependency) fails.
    for (const row of rows) {
      const pkg = packages.get(row.name);
      const off = [row.size / (pkg.size / 1000), row.unpacked / (pkg.unpackedSize / 1000)];
      expect({ name: row.name, stale: off.some((ratio) => Math.abs(ratio - 1) > 0.03) }).toEqual({
        name: row.name,
        stale: false,
      });
    }
  });

  test('hold every file their exports and bins name, and no sources, tests, fixtures or benchmarks', async () => {
    for (const pkg of packages.all()) {
      const manifest = await packedManifest(pkg);
      for (const file of [
        ...namedFiles(manifest.exports),
        ...namedFiles(manifest.imports),
        ...namedFiles(manifest.bin),
      ]) {
        expect({ pkg: pkg.name, file, present: pkg.files.includes(file) }).toEqual({
          pkg: pkg.name,
          file,
          present: true,
        });
      }
      // A template's sources and test are what create-fw is for: they become the user's project.
      const unwanted = pkg.files.filter(
        (file) => !file.startsWith('templates/') && /(^|\/)(src|test|tests|fixtures|bench)\/|\.test\.[jt]s$/.test(file),
      );
      expect({ pkg: pkg.name, unwanted }).toEqual({ pkg: pkg.name, unwanted: [] });
    }
  });

  test('publish no `bun` condition, which would point at the sources the tarball leaves out', async () => {
    for (const pkg of packages.all()) {
      const { exports, imports } = await packedManifest(pkg);
      expect(JSON.stringify([exports ?? {}, imports ?? {}])).not.toContain('"bun"');
    }
  });

  test('give every export both `types` and `default`', async () => {
    for (const pkg of packages.all()) {
      const exports = ((await packedManifest(pkg)).exports ?? {}) as Record<string, unknown>;
      for (const [subpath, target] of Object.entries(exports)) {
        if (typeof target === 'string') continue;
        expect({ pkg: pkg.name, subpath, keys: Object.keys(target as object) }).toEqual({
          pkg: pkg.name,
          subpath,
          keys: ['types', 'default'],
        });
      }
    }
  });
});

describe('a browser-only install of @fw/client', () => {
  let project: string;
  beforeAll(async () => {
    project = join(packages.dir(), 'browser-only');
    mkdirSync(project);
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'browser-only', private: true, type: 'module' }),
    );
    await runOk('npm', ['install', '--no-audit', '--no-fund', packages.get('@fw/client').tarball], project);
  }, 3 * minutes);

  test('installs nothing but the client: no TypeScript, no runtime dependency', () => {
    expect(existsSync(join(project, 'node_modules/typescript'))).toBe(false);
    expect(existsSync(join(project, 'node_modules/@fw/client'))).toBe(true);
  });

  test('loads the browser client on plain Node', async () => {
    const script = "import('@fw/client/http').then((m) => console.log(typeof m.client))";
    expect((await runOk('node', ['-e', script], project)).trim()).toBe('function');
  });

  test("carries the generator's copies of @fw/core's rules, which load without @fw/core", async () => {
    expect(existsSync(join(project, 'node_modules/@fw/core'))).toBe(false);
    const vendor = './node_modules/@fw/client/dist/vendor/core';
    const script = `Promise.all([import('${vendor}/methods.js'), import('${vendor}/path.js')]).then(([m, p]) =>
      console.log(m.ALL_METHODS.join(' '), p.describeUnreachablePath('/a#b')))`;
    expect((await runOk('node', ['--input-type=module', '-e', script], project)).trim()).toBe(
      'GET HEAD POST PUT PATCH DELETE OPTIONS has "#", which no request path carries: a URL reads it as the start ' +
        'of the fragment. Remove it.',
    );
  });

  test('importing the generator says which command installs the compiler it needs', async () => {
    const script =
      "import('@fw/client/codegen').then(() => console.log('loaded'), (error) => console.log(error.message))";
    const output = await runOk('node', ['-e', script], project);
    expect(output).toContain('@fw/client: the contract generator needs the TypeScript compiler');
    expect(output).toContain('npm install -D typescript@~6.0.3');
  });

  test('the Vite plugin says which command installs the compiler it needs', async () => {
    // The hook `vite build` calls first; Vite itself is not needed to call it.
    const script = `import('@fw/client/bundler').then(({ fwClient }) =>
      fwClient({ root: '.' }).configResolved({ command: 'build', root: process.cwd(), logger: console }))
      .then(() => console.log('generated'), (error) => console.log(error.message))`;
    const output = await runOk('node', ['-e', script], project);
    expect(output).toContain('@fw/client: the contract generator needs the TypeScript compiler');
    expect(output).toContain('npm install -D typescript@~6.0.3');
  });

  test('fw-client says which command installs the compiler it needs', async () => {
    const result = await run('node', ['node_modules/@fw/client/bin/fw-client.js', 'generate', '--root', '.'], project);
    expect(result.code).toBe(1);
    expect(result.output).toContain('@fw/client: the contract generator needs the TypeScript compiler');
    expect(result.output).toContain('npm install -D typescript@~6.0.3');
  });
});
