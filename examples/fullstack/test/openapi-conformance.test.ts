// The API against its own OpenAPI document: each operation is called with a request built from the served
// document (valid inputs, then invalid ones), and each answer must be a documented status whose body matches
// that status's schema (Ajv, JSON Schema 2020-12). The document served in development is the one checked.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Fw } from '@fw/core';
import { assertValidOpenApi } from '../../../packages/client/test/support/assert-valid-openapi.ts';
import {
  callOperation,
  expectDocumented,
  listOperations,
  takesRefusableInput,
  type DocumentUnderTest,
} from '../../../packages/client/test/support/openapi-driver.ts';
import { createApp } from '../api/src/app.ts';

let app: Fw;
let document: DocumentUnderTest;
let authorization = '';
beforeAll(async () => {
  app = await createApp();
  await app.listen(0);
  document = (await (await fetch(new URL('/api/openapi.json', app.url))).json()) as DocumentUnderTest;
  const login = await fetch(new URL('/api/auth/login', app.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada' }),
  });
  authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
});
afterAll(() => app?.stop());

/** Path values the example's data holds (`id`: the user the test adds, so its owner may change it). */
const known: Record<string, string> = { id: '1', room: 'general' };

test('the served document is valid OpenAPI 3.1, with the zod DTOs constraints', async () => {
  await assertValidOpenApi(document);
  const user = document.components.schemas.CreateUserDto as { properties: Record<string, unknown> };
  expect(user.properties.email).toMatchObject({ type: 'string', format: 'email' });
});

describe('each operation', () => {
  test('valid inputs: a documented success, the body as its schema says', async () => {
    const statuses: string[] = [];
    for (const listed of listOperations(document)) {
      const response = await callOperation(app.url, listed, document, true, { known, authorization });
      const { operationId } = listed.operation;
      statuses.push(`${operationId} ${response.status}`);
      if (operationId === 'UsersController_create' && response.status === 201)
        known.id = String(((await response.clone().json()) as { id: unknown }).id);
      await expectDocumented(response, listed.operation, document);
    }
    expect(statuses).toHaveLength(12);
    expect(statuses.filter((line) => !/ 2\d\d$/.test(line))).toEqual([]);
  });

  test('invalid inputs: a documented error status, the body as its schema says', async () => {
    const refused: string[] = [];
    for (const listed of listOperations(document).filter(({ operation }) => takesRefusableInput(operation))) {
      const response = await callOperation(app.url, listed, document, false, { known, authorization });
      refused.push(`${listed.operation.operationId} ${response.status}`);
      await expectDocumented(response, listed.operation, document);
    }
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(refused.filter((line) => !/ 4\d\d$/.test(line))).toEqual([]);
  });
});

test("GET /api/asyncapi.json serves api/asyncapi.json, the chat gateway's channel at /api/chat", async () => {
  const response = await fetch(new URL('/api/asyncapi.json', app.url));
  expect(response.status).toBe(200);
  const served = (await response.json()) as { asyncapi: string; channels: Record<string, { address: string }> };
  expect(served).toEqual(await Bun.file(new URL('../api/asyncapi.json', import.meta.url)).json());
  expect(served.asyncapi).toStartWith('3.');
  expect(served.channels.ChatGateway?.address).toBe('/api/chat');
});
