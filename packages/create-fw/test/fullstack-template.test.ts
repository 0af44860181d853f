// The fullstack template's code, run: a project created inside the workspace, in both deployment shapes.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { serve, type Served } from '../../../examples/fullstack/test/support/serve.ts';
import { buildCreateFw } from './support/cli.ts';
import { chatRoundTrip } from './support/chat.ts';
import { createTempDirs } from './support/files.ts';
import { testOutOfTheBox } from './support/out-of-the-box.ts';
import { startWithoutContract, testProductionShape } from './support/production-shape.ts';
import { createProjectInWorkspace, userEnv } from './support/project.ts';

// Each step starts Node, Bun, Vite or the compiler: seconds, not milliseconds, on a busy 2-core machine.
setDefaultTimeout(120_000);

const CONTRACT = 'web/src/generated/app.ts';
const listening = /listening on (http:\/\/\S+)/;
const html = { headers: { accept: 'text/html' } };

const temp = createTempDirs();
let project = '';
beforeAll(() => {
  buildCreateFw();
  project = createProjectInWorkspace('fullstack', temp.make);
});
afterAll(() => temp.cleanUp());

describe('the fullstack template, generated', () => {
  // api/test/app.test.ts: the users in-process, the chat over a socket.
  testOutOfTheBox(() => project, CONTRACT, 5);
});

describe('npm start: the production shape', () => {
  const started = startWithoutContract(() => project, CONTRACT);

  test('vite build wrote the contract before bundling', () => {
    expect(started.wroteContract()).toBe(true);
  });

  testProductionShape(() => started.app().url);
});

describe('npm run dev: the development shape (its two halves, on free ports)', () => {
  let api: Served;
  let web: Served;
  beforeAll(async () => {
    api = await serve('npm', ['run', 'dev:api'], { cwd: project, env: userEnv({ PORT: '0' }), announces: listening });
    web = await serve('npm', ['run', 'dev:web', '--', '--port', '0', '--strictPort'], {
      cwd: project,
      env: userEnv({ API_URL: api.url }),
      announces: /Local:\s+(http:\/\/\S+)/,
    });
  });
  afterAll(async () => {
    await web?.stop();
    await api?.stop();
  });

  test('the API alone serves no page', async () => {
    expect((await fetch(`${api.url}/chat`, html)).status).toBe(404);
  });

  test('Vite serves the app on client-side routes', async () => {
    for (const route of ['/chat', '/ws/chat']) {
      const page = await fetch(`${web.url}${route}`, html);
      expect(await page.text()).toContain('<script type="module" src="/src/main.ts">');
    }
  });

  test('Vite forwards /api with the prefix kept', async () => {
    expect(await (await fetch(`${web.url}/api/users`)).json()).toEqual([
      { id: '1', name: 'Ada Lovelace', email: 'ada@example.com' },
    ]);
    expect(await (await fetch(`${web.url}/api/nope`)).json()).toEqual({
      statusCode: 404,
      message: 'Cannot GET /api/nope',
    });
  });

  test('Vite forwards the WebSocket gateway', async () => {
    expect(await chatRoundTrip(web.url)).toMatchObject({ room: 'general', from: 'Ada', text: 'hi' });
  });
});
