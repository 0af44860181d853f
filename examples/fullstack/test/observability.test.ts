// The production shape as `npm start` runs it: request ids in and out, one JSON access line per request on
// standard output (pino's fields), and the orchestrator's probes at /health and /ready.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { accessLine } from './support/log-lines.ts';
import { startProductionApp, type ProductionApp } from './support/production-app.ts';

let app: ProductionApp;

beforeAll(async () => {
  app = await startProductionApp();
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe('production shape: request ids and access logs', () => {
  test('an incoming x-request-id is echoed and names the JSON access line, its token redacted', async () => {
    const headers = { 'x-request-id': 'probe-42', authorization: 'Bearer not-a-secret-in-logs' };
    const response = await fetch(`${app.url}/api/users/1`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('probe-42');
    const line = await accessLine(app.output, 'probe-42');
    expect(line).toMatchObject({ level: 30, msg: 'request completed', res: { statusCode: 200 } });
    expect(line.req).toMatchObject({ method: 'GET', route: '/api/users/:id' });
    expect((line.req?.headers as Record<string, string>).authorization).toBe('[Redacted]');
    // One process, no workers: no worker field.
    expect(line.worker).toBeUndefined();
  });

  test('a request without an id gets a generated one, the same in the response and the log', async () => {
    const response = await fetch(`${app.url}/api/users`);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await accessLine(app.output, id)).req).toMatchObject({ route: '/api/users' });
  });
});

describe("production shape: an orchestrator's probes", () => {
  test('GET /health is live and GET /ready is ready, in the shape @nestjs/terminus answers', async () => {
    for (const path of ['/health', '/ready']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', info: {}, error: {}, details: {} });
    }
  });
});
