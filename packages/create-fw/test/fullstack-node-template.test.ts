// The fullstack-node template's code, run on Node alone: a project created inside the workspace (its @fw/* resolve
// to the workspace's packages, whose dist/ Node runs), in both deployment shapes, driven through its own scripts.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { serve, type Served } from '../../../examples/fullstack/test/support/serve.ts';
import { buildForNode } from './support/build-for-node.ts';
import { buildCreateFw } from './support/cli.ts';
import { createTempDirs } from './support/files.ts';
import { startWithoutContract, testProductionShape } from './support/production-shape.ts';
import { testOutOfTheBox } from './support/out-of-the-box.ts';
import { createProjectInWorkspace, userEnv } from './support/project.ts';

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
  // api/test/app.test.ts, compiled by `tsc -p api`: the users in-process, the chat over ws.
  testOutOfTheBox(() => project, CONTRACT, 5, 'node');
});

describe('npm start: the production shape, one Node process', () => {
  const started = startWithoutContract(() => project, CONTRACT);

  test('tsc and vite build ran, then node serves the compiled API', () => {
    expect(started.wroteContract()).toBe(true);
    expect(started.app().output()).toContain('NODE_ENV=production node dist/api/src/main.js');
    expect(started.app().output()).not.toContain('bun ');
  });

  testProductionShape(() => started.app().url);
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
