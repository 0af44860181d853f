import { afterAll, beforeAll, expect, test } from 'bun:test';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { serve, type Served } from '../../../../examples/fullstack/test/support/serve.ts';
import { chatRoundTrip } from './chat.ts';
import { userEnv } from './project.ts';

const html = { headers: { accept: 'text/html' } };

/**
 * Runs `npm start` in the project before the calling describe's tests, and stops it after, with the contract
 * deleted first: without it the web app does not compile, so the build must write it (fwClient) before bundling.
 */
export function startWithoutContract(project: () => string, contract: string) {
  let app: Served | undefined;
  let shipped = '';
  beforeAll(async () => {
    shipped = readFileSync(path.join(project(), contract), 'utf8');
    rmSync(path.join(project(), contract));
    const env = userEnv({ PORT: '0' });
    app = await serve('npm', ['start'], { cwd: project(), env, announces: /listening on (http:\/\/\S+)/ });
  });
  afterAll(() => app?.stop());
  return {
    app: () => app as Served,
    /** Whether the build wrote the contract again, as shipped. */
    wroteContract: () => readFileSync(path.join(project(), contract), 'utf8') === shipped,
  };
}

/**
 * What `npm start` of a fullstack project promises, on either runtime, as tests against the one process at
 * `url()`: the API, the built app with its SPA fallback, the API's own 404 and the chat gateway on one port.
 */
export function testProductionShape(url: () => string): void {
  test('one process serves /api/users as JSON', async () => {
    const response = await fetch(`${url()}/api/users`, html);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual([{ id: '1', name: 'Ada Lovelace', email: 'ada@example.com' }]);
  });

  test('a client-side route gets the built page (SPA fallback), and its script is served', async () => {
    const page = await fetch(`${url()}/chat`, html);
    expect(page.status).toBe(200);
    const text = await page.text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/.exec(text)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${url()}${script}`);
    expect(asset.headers.get('content-type')).toContain('javascript');
    // The page's own code (the typed clients build their paths from segments, so no path is in it as a string).
    expect(await asset.text()).toContain('Say something');
  });

  test('a page under /ws/ is the app (the gateway sits under /api, spec deployment shape 3)', async () => {
    const page = await fetch(`${url()}/ws/chat`, html);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>fw app</title>');
  });

  test('an unknown /api path is a JSON 404, never the page', async () => {
    const response = await fetch(`${url()}/api/nope`, html);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, message: 'Cannot GET /api/nope' });
  });

  test('the chat gateway answers on the same port', async () => {
    expect(await chatRoundTrip(url())).toMatchObject({ room: 'general', from: 'Ada', text: 'hi' });
  });
}
