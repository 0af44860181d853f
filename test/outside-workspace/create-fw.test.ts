// What a new user does before fw is published: the README's commands (every package packed, create-fw run from its
// tarball with --packages, which installs the fw tarballs), then the project's own commands, in a folder outside
// this repository, with Node and npm only (Bun comes from npm).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForAnswer } from './support/free-port.ts';
import { repoRoot } from './support/pack.ts';
import { run, runOk, start, stopGroup, userEnv } from './support/run.ts';

const minutes = 60_000;
// A parameter decorator: under the Stage 3 form Bun would drop it and listen() would refuse the handler.
const PRESET_CHECK_APP = `import { Controller, Fw, Get, Param } from '@fw/core';
@Controller('/items')
class Items { @Get(':id') one(@Param('id') id: string) { return { id }; } }
const app = new Fw().controllers([Items]);
const response = await app.fetch(new Request('http://local/items/42'));
console.log(await response.text());
`;
// The root README's commands for fw before it is published, run as written from a folder holding the checkout `fw`.
const README = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const documented = (
  /```sh\n(\(cd fw && npm run pack:all\)[^\n]*\n[^\n]*--packages[^\n]*\ncd my-app && npm start)/.exec(README)?.[1] ?? ''
)
  .split('\n')
  .map((line) => line.replace(/\s+#.*$/, ''));
let scratch = '';

beforeAll(async () => {
  expect(documented).toHaveLength(3);
  scratch = mkdtempSync(join(tmpdir(), 'fw-create-'));
  symlinkSync(repoRoot, join(scratch, 'fw'));
  await runOk('sh', ['-c', documented[0]!], scratch);
}, 5 * minutes);
afterAll(() => {
  // The link first: the checkout behind it stays.
  if (scratch) unlinkSync(join(scratch, 'fw'));
  rmSync(scratch, { recursive: true, force: true });
}, minutes);

/** The README's create command (its directory renamed, the template added), then its `npm install`. */
async function scaffold(name: string, template: string): Promise<string> {
  const started = Date.now();
  const flag = template === 'api' ? '' : ` --template ${template}`;
  const create = `${documented[1]!.replace(' my-app ', ` ${name} `)}${flag}`;
  if (template === 'api') expect(name).toBe('my-app');
  await runOk('sh', ['-c', create], scratch);
  expect(documented[2]).toBe(`cd my-app && npm start`);
  console.log(`${template}: scaffolded and installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return join(scratch, name);
}

function scripts(project: string): Record<string, string> {
  return JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).scripts;
}

/** `npm start` on a free port; resolves with the base URL and a stop function once it answers. */
async function startProject(project: string) {
  const port = await freePort();
  const server = start('npm', ['start'], project, userEnv({ PORT: String(port) }));
  const base = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${base}/api/users`, 2 * minutes, server.output);
  return { base, output: server.output, stop: () => stopGroup(server.child) };
}

// What `npm test` prints at its end when every test passed: bun test's summary, or node --test's (TAP, as piped).
const PASSED: Record<string, RegExp> = {
  api: /\n\s*[1-9]\d* pass\n\s*0 fail/,
  'api-node': /\n# pass [1-9]\d*\n# fail 0\n/,
  fullstack: /\n\s*[1-9]\d* pass\n\s*0 fail/,
};

// api-node: the project that starts on Node (`npm start` compiles with tsc and runs `node`), Bun not even installed.
for (const template of ['api', 'api-node', 'fullstack'] as const) {
  describe(`create-fw --template ${template}`, () => {
    let project: string;
    beforeAll(async () => {
      project = await scaffold(template === 'api' ? 'my-app' : `my-${template}`, template);
    }, 5 * minutes);

    test(
      'tsc --noEmit passes out of the box',
      async () => {
        await runOk('node', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], project);
      },
      2 * minutes,
    );

    test(
      "the project's npm test passes",
      async () => {
        const output = await runOk('npm', ['test'], project);
        expect(output).toMatch(PASSED[template]!);
      },
      3 * minutes,
    );

    test(
      'fw-client generate, run by Node, finds the contract the template ships current',
      async () => {
        const command = scripts(project).generate ?? '';
        const [root, output] = [/--root (\S+)/, /--output (\S+)/].map((flag) => command.match(flag)?.[1]);
        expect({ root, output }).toEqual({ root: expect.any(String), output: expect.any(String) });
        const contract = join(project, root!, output!);
        const shipped = readFileSync(contract, 'utf8');
        // npm runs the bin through its `#!/usr/bin/env node` line: the generator on plain Node.
        expect(await runOk('npm', ['run', 'generate'], project)).toMatch(/@fw\/client: unchanged .*: \d+ routes/);
        expect(readFileSync(contract, 'utf8')).toBe(shipped);
      },
      2 * minutes,
    );

    if (template === 'fullstack') {
      test(
        'vite build writes the app',
        async () => {
          await runOk('npm', ['run', 'build'], project);
          expect(readFileSync(join(project, 'web/dist/index.html'), 'utf8')).toContain('<script type="module"');
        },
        2 * minutes,
      );
    }

    if (template === 'api') {
      test(
        'the preset extended by the relative path the docs give is honoured by Bun; a package path fails in tsc',
        async () => {
          const folder = join(project, 'preset-check');
          mkdirSync(folder);
          writeFileSync(join(folder, 'main.ts'), PRESET_CHECK_APP);
          writeFileSync(
            join(folder, 'tsconfig.json'),
            '{ "extends": "../node_modules/@fw/core/tsconfig.preset.json" }',
          );
          // Run from its own folder: Bun takes the decorator mode from the tsconfig of its working directory.
          const output = await runOk(join(project, 'node_modules/.bin/bun'), ['main.ts'], folder);
          expect(output.trim()).toBe('{"id":"42"}');
          await runOk('node', ['../node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], folder);
          writeFileSync(join(folder, 'tsconfig.json'), '{ "extends": "@fw/core/tsconfig.json" }');
          const refused = await run('node', ['../node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], folder);
          expect(refused.code).not.toBe(0);
          expect(refused.output).toContain('TS6053');
        },
        2 * minutes,
      );
    }

    test(
      'npm start answers /api/users with JSON',
      async () => {
        const server = await startProject(project);
        try {
          const response = await fetch(`${server.base}/api/users`);
          expect(response.headers.get('content-type')).toContain('application/json');
          if (template === 'api-node') {
            expect(server.output()).toContain('node dist/src/main.js');
            expect(existsSync(join(project, 'node_modules/bun'))).toBe(false);
          }
          expect(Array.isArray(await response.json())).toBe(true);
          if (template === 'fullstack') {
            const page = await fetch(`${server.base}/users`, { headers: { accept: 'text/html' } });
            expect(page.status).toBe(200);
            expect(page.headers.get('content-type')).toContain('text/html');
            expect(await page.text()).toContain('<script type="module"');
          }
        } finally {
          await server.stop();
        }
      },
      3 * minutes,
    );
  });
}
