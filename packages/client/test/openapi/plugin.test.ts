// OpenApi() through a real server (port 0): the document, the docs page and its local assets, a zod DTO's
// constraints in the served document, production off by default, and a clear error for each bad input.
import { afterEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Fw } from '@fw/core';
import * as v from 'valibot';
import { z } from 'zod';
import { OpenApi, type OpenApiOptions, type StandardJsonSchema } from '../../src/openapi/index.ts';
import { readDocsAssets } from '../../src/openapi/docs-assets.ts';
import { compileWithComponents } from '../support/ajv-2020.ts';
import { assertValidOpenApi } from '../support/assert-valid-openapi.ts';
import { SAMPLE_DOCUMENT } from './sample-document.ts';

const createUser = z.object({
  name: z.string().min(2),
  email: z.email(),
  age: z.number().int().min(0).optional(),
  role: z.enum(['admin', 'member']).default('member'),
});

const started: Fw[] = [];
const environment = process.env.NODE_ENV;

afterEach(async () => {
  process.env.NODE_ENV = environment;
  for (const app of started.splice(0)) await app.stop();
});

async function serve(options: OpenApiOptions): Promise<(path: string, init?: RequestInit) => Promise<Response>> {
  const app = new Fw().use(OpenApi(options));
  await app.listen(0);
  started.push(app);
  return (path, init) => fetch(new URL(path, app.url), init);
}

const swaggerUi = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

describe('the document and the docs page', () => {
  test('GET /openapi.json answers the document as JSON, HEAD its headers', async () => {
    const get = await serve({ document: SAMPLE_DOCUMENT });
    const response = await get('/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual(SAMPLE_DOCUMENT);
    const head = await get('/openapi.json', { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
  });

  test('GET /docs answers the page, and the page loads only local files, all served', async () => {
    const get = await serve({ document: SAMPLE_DOCUMENT });
    const page = await get('/docs');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<title>Users API (API docs)</title>');
    const loaded = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(loaded).toEqual(['/docs/swagger-ui.css', '/docs/swagger-ui-bundle.js', '/docs/init.js']);
    expect(html).not.toMatch(/https?:/);
    const bundle = await get('/docs/swagger-ui-bundle.js');
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await bundle.arrayBuffer()).byteLength).toBe(
      readFileSync(path.join(swaggerUi, 'swagger-ui-bundle.js')).length,
    );
    const css = await get('/docs/swagger-ui.css');
    expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    const script = await (await get('/docs/init.js')).text();
    expect(script).toContain('url: "/openapi.json"');
    // Swagger UI's default validator badge would send the document's URL to validator.swagger.io.
    expect(script).toContain('validatorUrl: null');
  });

  test('a document file, and other paths; docs: false serves no page', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'fw-openapi-'));
    try {
      const file = path.join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(SAMPLE_DOCUMENT));
      const get = await serve({ document: file, path: '/api/openapi.json', docs: '/api/docs' });
      expect(await (await get('/api/openapi.json')).json()).toEqual(SAMPLE_DOCUMENT);
      expect(await (await get('/api/docs/init.js')).text()).toContain('url: "/api/openapi.json"');
      expect((await get('/openapi.json')).status).toBe(404);
      const bare = await serve({ document: file, docs: false });
      expect((await bare('/openapi.json')).status).toBe(200);
      expect((await bare('/docs')).status).toBe(404);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a @Schema DTO through Standard JSON Schema', () => {
  test("the served component is zod's own input schema: its constraints appear, and the document validates", async () => {
    const get = await serve({ document: SAMPLE_DOCUMENT, schemas: { CreateUserDto: createUser } });
    const document = await (await get('/openapi.json')).json();
    expect(document.components.schemas.CreateUserDto).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 2 },
        email: { type: 'string', format: 'email', pattern: expect.any(String) },
        age: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        role: { type: 'string', enum: ['admin', 'member'], default: 'member' },
      },
      // The input form: `role` has a default, so a client may leave it out.
      required: ['name', 'email'],
    });
    expect(document.components.schemas.User).toEqual(SAMPLE_DOCUMENT.components.schemas.User);
    await assertValidOpenApi(document);
    const validate = compileWithComponents(document.components.schemas.CreateUserDto, document.components.schemas);
    expect(validate({ name: 'Ada', email: 'ada@example.com' })).toBe(true);
    expect(validate({ name: 'A', email: 'ada@example.com' })).toBe(false);
    expect(validate({ name: 'Ada', email: 'not an email' })).toBe(false);
    expect(validate({ name: 'Ada', email: 'ada@example.com', role: 'owner' })).toBe(false);
  });

  test("a recursive schema's references point into the components", async () => {
    const node: z.ZodType = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    const document = structuredClone(SAMPLE_DOCUMENT) as typeof SAMPLE_DOCUMENT & {
      components: { schemas: Record<string, unknown> };
    };
    document.components.schemas.Node = { type: 'object' };
    const get = await serve({ document, schemas: { Node: node as unknown as StandardJsonSchema } });
    const served = await (await get('/openapi.json')).json();
    expect(served.components.schemas.Node.properties.children).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Node' },
    });
    await assertValidOpenApi(served);
  });
});

describe('production', () => {
  test('NODE_ENV=production serves nothing unless production: true', async () => {
    process.env.NODE_ENV = 'production';
    const off = await serve({ document: SAMPLE_DOCUMENT });
    expect((await off('/openapi.json')).status).toBe(404);
    expect((await off('/docs')).status).toBe(404);
    const on = await serve({ document: SAMPLE_DOCUMENT, production: true });
    expect((await on('/openapi.json')).status).toBe(200);
    expect((await on('/docs')).status).toBe(200);
  });
});

describe('bad inputs', () => {
  test('options: a path without its slash, a document path under the docs page, no document', () => {
    expect(() => OpenApi({ document: SAMPLE_DOCUMENT, path: 'openapi.json' })).toThrow(
      '@fw/client: OpenApi() option path must be a path such as /openapi.json',
    );
    expect(() => OpenApi({ document: SAMPLE_DOCUMENT, docs: '/docs/' })).toThrow('option docs must be a path');
    expect(() => OpenApi({ document: SAMPLE_DOCUMENT, path: '/docs/openapi.json' })).toThrow(
      '@fw/client: OpenApi() option path /docs/openapi.json is taken by the docs page at /docs',
    );
    expect(() => OpenApi({} as OpenApiOptions)).toThrow('option document must be the document or the path of its file');
  });

  test('listen() fails on a missing file, a file that is not JSON, a document that is not OpenAPI 3', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'fw-openapi-'));
    try {
      const missing = path.join(folder, 'missing.json');
      await expect(serve({ document: missing })).rejects.toThrow(
        `@fw/client: OpenApi() cannot read the document ${missing}: there is no such file`,
      );
      const broken = path.join(folder, 'broken.json');
      writeFileSync(broken, '{ "openapi": ');
      await expect(serve({ document: broken })).rejects.toThrow(`OpenApi() document ${broken} is not JSON`);
      await expect(serve({ document: { swagger: '2.0' } as never })).rejects.toThrow(
        'OpenApi() document is not an OpenAPI document (no openapi)',
      );
      await expect(serve({ document: { openapi: '2.0' } })).rejects.toThrow('is OpenAPI 2.0; 3.x is served');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a schema without Standard JSON Schema, or naming no component, fails listen() naming it', async () => {
    const valibot = v.object({ name: v.string() }) as unknown as StandardJsonSchema;
    await expect(serve({ document: SAMPLE_DOCUMENT, schemas: { CreateUserDto: valibot } })).rejects.toThrow(
      'OpenApi() schemas.CreateUserDto: the valibot schema does not implement Standard JSON Schema',
    );
    await expect(serve({ document: SAMPLE_DOCUMENT, schemas: { CreateUser: createUser } })).rejects.toThrow(
      'OpenApi() schemas.CreateUser: the document has no such component (CreateUserDto, User, Users)',
    );
  });

  test('a missing swagger-ui-dist names the package to install', async () => {
    await expect(readDocsAssets(() => undefined)).rejects.toThrow(
      '@fw/client: OpenApi() serves its docs page with swagger-ui-dist, which is not installed: ' +
        'npm install swagger-ui-dist@^5 (or pass docs: false)',
    );
  });
});
