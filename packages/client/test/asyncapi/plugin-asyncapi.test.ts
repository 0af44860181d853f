// OpenApi() serving the gateways' AsyncAPI document beside the OpenAPI one, through a real server (port 0): the
// document written by the generator, from a file or as a value, at /asyncapi.json or another path; bad inputs.
import { afterEach, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Fw } from '@fw/core';
import { createAsyncApiDocument } from '../../src/codegen/asyncapi.ts';
import { OpenApi, type AsyncApiDocument, type OpenApiOptions } from '../../src/openapi/index.ts';
import { FIXTURES } from '../codegen/fixture-cases.ts';
import { SAMPLE_DOCUMENT } from '../openapi/sample-document.ts';

setDefaultTimeout(60_000);

const started: Fw[] = [];
afterEach(async () => {
  for (const app of started.splice(0)) await app.stop();
});

async function serve(options: OpenApiOptions): Promise<(path: string, init?: RequestInit) => Promise<Response>> {
  const app = new Fw().use(OpenApi({ docs: false, ...options }));
  await app.listen(0);
  started.push(app);
  return (path, init) => fetch(new URL(path, app.url), init);
}

const { document: generated } = createAsyncApiDocument({ root: path.join(FIXTURES, 'gateways') });
const asyncapi = JSON.parse(JSON.stringify(generated)) as AsyncApiDocument;

describe('the AsyncAPI document', () => {
  test('served at /asyncapi.json as JSON when given, HEAD its headers; the OpenAPI document still served', async () => {
    const get = await serve({ document: SAMPLE_DOCUMENT, asyncapi });
    const response = await get('/asyncapi.json');
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/json']);
    expect(await response.json()).toEqual(asyncapi);
    const head = await get('/asyncapi.json', { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
    expect((await get('/openapi.json')).status).toBe(200);
  });

  test('not served unless given; read from its file; at asyncapiPath', async () => {
    expect((await (await serve({ document: SAMPLE_DOCUMENT }))('/asyncapi.json')).status).toBe(404);
    const folder = mkdtempSync(path.join(tmpdir(), 'fw-asyncapi-'));
    try {
      const file = path.join(folder, 'asyncapi.json');
      writeFileSync(file, JSON.stringify(asyncapi));
      const get = await serve({ document: SAMPLE_DOCUMENT, asyncapi: file, asyncapiPath: '/api/asyncapi.json' });
      expect(await (await get('/api/asyncapi.json')).json()).toEqual(asyncapi);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('bad inputs', () => {
  test('options: a path taken by the OpenAPI document or the docs page, a bad path, a path without a document', () => {
    expect(() => OpenApi({ document: SAMPLE_DOCUMENT, asyncapi, asyncapiPath: '/openapi.json' })).toThrow(
      '@fw/client: OpenApi() option asyncapiPath /openapi.json is taken by the OpenAPI document',
    );
    expect(() => OpenApi({ document: SAMPLE_DOCUMENT, asyncapi, asyncapiPath: '/docs/asyncapi.json' })).toThrow(
      'OpenApi() option asyncapiPath /docs/asyncapi.json is taken by the docs page at /docs',
    );
    expect(() => OpenApi({ document: SAMPLE_DOCUMENT, asyncapi, asyncapiPath: 'asyncapi.json' })).toThrow(
      'OpenApi() option asyncapiPath must be a path such as /asyncapi.json',
    );
    expect(() => OpenApi({ document: SAMPLE_DOCUMENT, asyncapiPath: '/ws.json' })).toThrow(
      'OpenApi() option asyncapiPath needs the asyncapi document to serve',
    );
    expect(() => OpenApi({ document: SAMPLE_DOCUMENT, asyncapi: 3 as never })).toThrow(
      'OpenApi() option asyncapi must be the document or the path of its file',
    );
  });

  test('listen() fails on a missing file, and on a document that is not AsyncAPI 3', async () => {
    const missing = path.join(tmpdir(), 'fw-asyncapi-missing', 'asyncapi.json');
    await expect(serve({ document: SAMPLE_DOCUMENT, asyncapi: missing })).rejects.toThrow(
      `@fw/client: OpenApi() cannot read the document ${missing}: there is no such file`,
    );
    await expect(serve({ document: SAMPLE_DOCUMENT, asyncapi: SAMPLE_DOCUMENT as never })).rejects.toThrow(
      'OpenApi() asyncapi document is not an AsyncAPI document (no asyncapi)',
    );
    await expect(serve({ document: SAMPLE_DOCUMENT, asyncapi: { asyncapi: '2.6.0' } })).rejects.toThrow(
      'OpenApi() asyncapi document is AsyncAPI 2.6.0; 3.x is served',
    );
  });
});
