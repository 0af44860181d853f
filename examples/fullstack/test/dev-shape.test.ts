// The development shape: the API alone (no NODE_ENV=production, so no frontend files) and Vite's dev
// server, whose one proxy entry forwards /api, the WebSocket gateway included, to it with the prefix kept.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { firstEvent } from './support/first-event.ts';
import { apiDir, vite, webDir } from './support/paths.ts';
import { serve, type Served } from './support/serve.ts';

let api: Served;
let web: Served;

beforeAll(async () => {
  const { NODE_ENV: _, REDIS_URL: __, ...env } = process.env;
  api = await serve(process.execPath, ['src/main.ts'], {
    cwd: apiDir,
    env: { ...env, PORT: '0' },
    announces: /listening on (http:\/\/\S+)/,
  });
  web = await serve('node', [vite, '--port', '0', '--strictPort'], {
    cwd: webDir,
    env: { ...env, API_URL: api.url },
    announces: /Local:\s+(http:\/\/\S+)/,
  });
}, 30_000);

afterAll(async () => {
  await web?.stop();
  await api?.stop();
});

const html = { headers: { accept: 'text/html' } };

describe('development shape', () => {
  test('the API serves no frontend files without NODE_ENV=production', async () => {
    const response = await fetch(`${api.url}/users`, html);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  test('Vite serves the app, client-side routes included', async () => {
    const response = await fetch(`${web.url}/users/1`, html);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('/src/main.ts');
  });

  test('one proxy entry, /api: a client-side route under /ws/ is the app, not forwarded', async () => {
    for (const path of ['/ws/chat', '/ws/anything']) {
      const response = await fetch(`${web.url}${path}`, html);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('/src/main.ts');
    }
  });

  test('Vite forwards /api with the prefix kept', async () => {
    const users = await fetch(`${web.url}/api/users?search=ada`);
    expect(users.status).toBe(200);
    expect(((await users.json()) as { name: string }[]).map((user) => user.name)).toEqual(['Ada Lovelace']);

    // The API's own 404 names the path it saw: the prefix arrived intact.
    const missing = await fetch(`${web.url}/api/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ statusCode: 404, message: 'Cannot GET /api/nope' });
  });

  test('Vite forwards the WebSocket gateway, auth close included', async () => {
    const ws = web.url.replace(/^http/, 'ws');
    expect(await firstEvent(`${ws}/api/chat?room=general`)).toEqual({
      close: { code: 4001, reason: 'unauthorized: sign in for a token' },
    });

    const login = await fetch(`${web.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Dev' }),
    });
    const { token } = (await login.json()) as { token: string };
    const welcome = await firstEvent(`${ws}/api/chat?room=general&token=${token}`);
    expect(JSON.parse(welcome.frame ?? '{}')).toMatchObject({
      event: 'message',
      data: { room: 'general', from: 'server', text: 'Welcome to general, Dev' },
    });
  });
});
