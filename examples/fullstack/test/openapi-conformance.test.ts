// The API against its own OpenAPI document: each operation is called with a request built from the served
// document (valid inputs, then invalid ones), and each answer must be a documented status whose body matches
// that status's schema (Ajv, JSON Schema 2020-12). The document served in development is the one checked.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Fw } from '@fw/core';
import { compileWithComponents } from '../../../packages/client/test/support/ajv-2020.ts';
import { assertValidOpenApi } from '../../../packages/client/test/support/assert-valid-openapi.ts';
import { createApp } from '../api/src/app.ts';

interface Operation {
  operationId: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: unknown[];
}
type Schema = Record<string, unknown>;
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

let app: Fw;
let document: Document;
let token = '';
beforeAll(async () => {
  app = await createApp();
  await app.listen(0);
  document = (await (await fetch(new URL('/api/openapi.json', app.url))).json()) as Document;
  const login = await fetch(new URL('/api/auth/login', app.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada' }),
  });
  token = ((await login.json()) as { token: string }).token;
});
afterAll(() => app?.stop());

/** Values the example's data holds: a path param of that name finds something (`id`: the user the test adds). */
const KNOWN: Record<string, string> = { id: '1', room: 'general' };

/** A value the schema accepts: the first of an enum, a const, each required member, formats as they read. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (typeof schema.$ref === 'string') return sample(document.components.schemas[schema.$ref.split('/').pop() ?? '']);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const anyOf = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (anyOf?.[0]) return sample(anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = (schema.required ?? []) as string[];
    return Object.fromEntries(required.map((key) => [key, sample(properties[key])]));
  }
  if (type === 'array') return [];
  if (type === 'number' || type === 'integer') return Math.max(1, Number(schema.minimum ?? 1));
  if (type === 'boolean') return true;
  if (schema.format === 'email') return 'ada@example.com';
  return 'a'.repeat(Math.max(3, Number(schema.minLength ?? 3)));
}

/** A value no typed schema accepts as it is: a body of the wrong shape, text where a number is wanted. */
function spoil(schema: Schema | undefined): unknown {
  return schema && (schema.type === 'string' || schema.format) ? 12345 : 'not-a-number';
}

async function call(path: string, method: string, operation: Operation, valid: boolean): Promise<Response> {
  const url = new URL(app.url);
  const headers = new Headers();
  if (operation.security) headers.set('authorization', `Bearer ${token}`);
  let filled = path;
  for (const parameter of operation.parameters ?? []) {
    const value = valid || parameter.in !== 'query' ? sample(parameter.schema) : spoil(parameter.schema);
    if (parameter.in === 'path') filled = filled.replace(`{${parameter.name}}`, KNOWN[parameter.name] ?? String(value));
    else if (parameter.in === 'query' && (parameter.required || !valid))
      url.searchParams.set(parameter.name, String(value));
    else if (parameter.in === 'header' && parameter.required) headers.set(parameter.name, String(value));
  }
  url.pathname = filled;
  const schema = operation.requestBody?.content['application/json']?.schema;
  let body: string | undefined;
  if (operation.requestBody) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(valid ? sample(schema) : spoil(schema));
  }
  return fetch(url, { method: method.toUpperCase(), headers, body });
}

/** The answer is documented for its status, and its body matches that status's schema. */
async function expectDocumented(response: Response, operation: Operation): Promise<void> {
  const documented = operation.responses[String(response.status)];
  const text = await response.text();
  if (!documented) throw new Error(`${operation.operationId}: undocumented status ${response.status}: ${text}`);
  const schema = documented.content?.['application/json']?.schema;
  if (!schema) return void expect(text).toBe('');
  const validate = compileWithComponents(schema, document.components.schemas);
  if (!validate(JSON.parse(text)))
    throw new Error(`${operation.operationId} ${response.status}: ${text} does not match`);
}

test('the served document is valid OpenAPI 3.1, with the zod DTOs constraints', async () => {
  await assertValidOpenApi(document);
  const user = document.components.schemas.CreateUserDto as { properties: Record<string, Schema> };
  expect(user.properties.email).toMatchObject({ type: 'string', format: 'email' });
});

describe('each operation', () => {
  const operations = () =>
    Object.entries(document.paths)
      .flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })))
      .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));

  test('valid inputs: a documented success or error, the body as its schema says', async () => {
    const statuses: string[] = [];
    for (const { path, method, operation } of operations()) {
      const response = await call(path, method, operation, true);
      statuses.push(`${operation.operationId} ${response.status}`);
      const added = operation.operationId === 'UsersController_create' && response.status === 201;
      if (added) KNOWN.id = String(((await response.clone().json()) as { id: unknown }).id);
      await expectDocumented(response, operation);
    }
    expect(statuses.length).toBe(12);
    expect(statuses.filter((line) => / 2\d\d$/.test(line)).length).toBe(12);
  });

  test('invalid inputs: a documented error status, the body as its schema says', async () => {
    const refused: string[] = [];
    for (const { path, method, operation } of operations()) {
      // A string query parameter takes any text: only bodies and typed query values can be refused.
      const typed = operation.parameters?.some((p) => p.in === 'query' && p.schema.type !== 'string');
      if (!operation.requestBody && !typed) continue;
      const response = await call(path, method, operation, false);
      refused.push(`${operation.operationId} ${response.status}`);
      await expectDocumented(response, operation);
    }
    expect(refused.every((line) => / 4\d\d$/.test(line))).toBe(true);
    expect(refused.length).toBeGreaterThanOrEqual(5);
  });
});
