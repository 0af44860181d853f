// Deployment shape 3 (spec): every browser-facing endpoint, the chat gateway included, sits under /api, so
// a client-side route under /ws/... is the SPA page in production, never the gateway's 426.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { firstEvent } from './support/first-event.ts';
import { startProductionApp, type ProductionApp } from './support/production-app.ts';

let app: ProductionApp;

beforeAll(async () => {
  app = await startProductionApp();
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe('production shape: the gateway under /api', () => {
  test.each(['/ws/chat', '/ws/anything', '/ws/chat/rooms'])('GET %s as a page is the SPA, 200 HTML', async (path) => {
    const response = await fetch(`${app.url}${path}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('id="app"');
  });

  test('the gateway upgrades at /api/chat: the 4001 close comes from its open handler', async () => {
    const ws = app.url.replace(/^http/, 'ws');
    expect(await firstEvent(`${ws}/api/chat?room=general`)).toEqual({
      close: { code: 4001, reason: 'unauthorized: sign in for a token' },
    });
  });

  test("GET /api/chat without an upgrade is the gateway's 426, not the SPA page", async () => {
    const response = await fetch(`${app.url}/api/chat`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(426);
    expect(await response.text()).not.toContain('id="app"');
  });
});

describe('production shape: no API description unless asked', () => {
  test.each(['/api/openapi.json', '/api/asyncapi.json', '/api/docs'])('GET %s is not served', async (path) => {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, message: `Cannot GET ${path}` });
  });
});
