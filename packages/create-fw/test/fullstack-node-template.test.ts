// The fullstack-node template's code, run on Node alone: a project created inside the workspace (its @fw/* resolve
// to the workspace's packages, whose dist/ Node runs), in both deployment shapes, driven through its own scripts.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { serve, type Served } from '../../../examples/fullstack/test/support/serve.ts';
import { buildForNode } from './support/build-for-node.ts';
import { buildCreateFw } from './support/cli.ts';
import { createTempDirs } from './support/files.ts';
import { testProductionShape } from './support/production-shape.ts';
import { createProjectInWorkspace, npm, regenerate, userEnv } from './support/project.ts';

// Each step starts Node, Vite or the compiler: seconds, not milliseconds, on a busy 2-core machine.
setDefaultTimeout(120_000);

const CONTRACT = 'web/src/generated/app.ts';
const listening = /listening on (http:\/\/\S+)/;
const html = { headers: { accept: 'text/html' } };
const users = [{ id: '1', name: 'Ada Lovelace', email: 'ada@example.com' }];

const temp = createTempDirs();
let project = '';
beforeAll(() => {
  buildCreateFw();
  buildForNode(['core', 'client', 'static', 'websocket']);
  project = createProjectInWorkspace('fullstack-node', temp.make);
}, 300_000);
afterAll(() => temp.cleanUp());

describe('the fullstack-node template, generated', () => {
  test('ships the contract that npm run generate writes', () => {
    const { shipped, generated } = regenerate(project, CONTRACT);
    expect(generated).toBe(shipped);
  });

  test('npm test compiles the API and passes its 5 tests on node --test (the chat over ws)', () => {
    const result = npm(['test'], project);
    expect(result.stdout).toContain('> tsc -p api\n');
    expect(result.stdout).toContain('# pass 5\n# fail 0\n');
    expect(result.status).toBe(0);
  });
});

describe('npm start: the production shape, one Node process', () => {
  let app: Served;
  let shipped = '';
  beforeAll(async () => {
    // Without its contract the web app does not compile: the build must write it (fwClient) first.
    shipped = readFileSync(path.join(project, CONTRACT), 'utf8');
    rmSync(path.join(project, CONTRACT));
    app = await serve('npm', ['start'], { cwd: project, env: userEnv({ PORT: '0' }), announces: listening });
  });
  afterAll(() => app?.stop());

  test('tsc and vite build ran, then node serves the compiled API', () => {
    expect(readFileSync(path.join(project, CONTRACT), 'utf8')).toBe(shipped);
    expect(app.output()).toContain('NODE_ENV=production node dist/api/src/main.js');
    expect(app.output()).not.toContain('bun ');
  });

  testProductionShape(() => app.url);
});

describe('npm run dev:api: tsc --watch and node --watch', () => {
  let api: Served;
  beforeAll(async () => {
    api = await serve('npm', ['run', 'dev:api'], { cwd: project, env: userEnv({ PORT: '0' }), announces: listening });
  });
  afterAll(() => api?.stop());

  test('serves the API in development, and no page', async () => {
    expect(api.output()).toContain('development: listening on');
    expect(await (await fetch(`${api.url}/api/users`)).json()).toEqual(users);
    expect((await fetch(`${api.url}/chat`, html)).status).toBe(404);
  });
});
