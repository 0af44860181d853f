// The api-node template's code, run on Node: a project created inside the workspace (its @fw/* resolve to the
// workspace's packages, whose dist/ Node runs), driven through its own scripts.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '../../../examples/fullstack/test/support/serve.ts';
import { buildForNode } from './support/build-for-node.ts';
import { buildCreateFw, NODE } from './support/cli.ts';
import { createTempDirs } from './support/files.ts';
import { REPO } from './support/paths.ts';
import { createProjectInWorkspace, npm, regenerate, userEnv } from './support/project.ts';

// Each step starts Node or the compiler: seconds, not milliseconds, on a busy 2-core machine.
setDefaultTimeout(120_000);

const temp = createTempDirs();
let project = '';
beforeAll(() => {
  buildCreateFw();
  buildForNode(['core', 'client']);
  project = createProjectInWorkspace('api-node', temp.make);
}, 300_000);
afterAll(() => temp.cleanUp());

describe('the api-node template, generated', () => {
  test('ships the contract that npm run generate writes', () => {
    const { shipped, generated } = regenerate(project, 'src/generated/app.ts');
    expect(generated).toBe(shipped);
  });

  test('npm test compiles the project and passes its 4 tests on node --test', () => {
    const result = npm(['test'], project);
    expect(result.stdout).toContain('> tsc\n');
    expect(result.stdout).toContain('# pass 4\n# fail 0\n');
    expect(result.status).toBe(0);
  });

  test('npm start compiles, then serves /api/users on PORT from node, on Node’s HTTP server', async () => {
    const api = await serve('npm', ['start'], {
      cwd: project,
      env: userEnv({ PORT: '0' }),
      announces: /listening on (http:\/\/\S+)/,
    });
    try {
      const response = await fetch(`${api.url}/api/users`);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual([{ id: '1', name: 'Ada Lovelace', email: 'ada@example.com' }]);
      expect(api.output()).toContain('node dist/src/main.js');
      expect(api.output()).not.toContain('@fw/client');
    } finally {
      await api.stop();
    }
  });

  test('tsc passes out of the box; a Bun API in the app fails it, as Node would at run time', () => {
    const tsc = () =>
      spawnSync(NODE, [path.join(REPO, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.'], {
        cwd: project,
        encoding: 'utf8',
      });
    expect(tsc().status).toBe(0);
    const bunOnly = path.join(project, 'src/bun-only.ts');
    writeFileSync(bunOnly, "export const file = Bun.file('package.json');\n");
    try {
      const refused = tsc();
      expect(refused.stdout).toContain("Cannot find name 'Bun'");
      expect(refused.status).not.toBe(0);
    } finally {
      rmSync(bunOnly);
    }
  });
});
