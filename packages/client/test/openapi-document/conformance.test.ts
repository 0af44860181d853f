// A fixture app against the document the generator writes for it: each operation called with valid and
// invalid inputs built from the document, each answer a documented status whose body matches its schema.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import path from 'node:path';
import { Fw } from '@fw/core';
import { createOpenApiDocument } from '../../src/codegen/openapi.ts';
import { FIXTURES } from '../codegen/fixture-cases.ts';
import { ArticlesController } from '../fixtures/errors/src/articles.controller.ts';
import { MaintenanceGuard } from '../fixtures/errors/src/guards.ts';
import { PublicController } from '../fixtures/errors/src/public.controller.ts';
import {
  callOperation,
  expectDocumented,
  listOperations,
  takesRefusableInput,
  type DocumentUnderTest,
} from '../support/openapi-driver.ts';

setDefaultTimeout(60_000);

const { document: written } = createOpenApiDocument({ root: path.join(FIXTURES, 'errors'), output: 'app.ts' });
const document = written as unknown as DocumentUnderTest;
let app: Fw;
beforeAll(async () => {
  app = new Fw().controllers([ArticlesController, PublicController]);
  app.useGlobalGuards(MaintenanceGuard);
  await app.listen(0);
});
afterAll(() => app?.stop());

const options = { authorization: 'Bearer good', known: { slug: 'hello' } };

describe('the errors fixture app', () => {
  test('valid inputs: every operation answers a documented status with a matching body', async () => {
    const statuses: string[] = [];
    for (const listed of listOperations(document)) {
      const response = await callOperation(app.url, listed, document, true, options);
      statuses.push(`${listed.operation.operationId} ${response.status}`);
      await expectDocumented(response, listed.operation, document);
    }
    expect(statuses.length).toBe(Object.values(document.paths).flatMap((item) => Object.keys(item)).length);
    expect(statuses.filter((line) => !/ 2\d\d$/.test(line))).toEqual([]);
  });

  test('invalid inputs: a documented error status with a matching body', async () => {
    const listed = listOperations(document).filter(({ operation }) => takesRefusableInput(operation));
    expect(listed.length).toBeGreaterThan(0);
    for (const one of listed) {
      const response = await callOperation(app.url, one, document, false, { known: options.known });
      expect(response.status).toBeGreaterThanOrEqual(400);
      await expectDocumented(response, one.operation, document);
    }
  });

  test('an answer the document does not list fails the check, and so does a body off its schema', async () => {
    const [first] = listOperations(document).filter(
      ({ operation }) => operation.operationId === 'ArticlesController_list',
    );
    if (!first) throw new Error('no ArticlesController_list');
    const { ['401']: _, ...others } = first.operation.responses;
    const without = { ...first.operation, responses: others };
    const unauthorized = await callOperation(app.url, first, document, true);
    await expect(expectDocumented(unauthorized, without, document)).rejects.toThrow('undocumented status 401');
    const headers = { 'content-type': 'application/json' };
    const wrong = new Response(JSON.stringify([{ slug: 1 }]), { status: 200, headers });
    await expect(expectDocumented(wrong, first.operation, document)).rejects.toThrow('does not match its schema');
  });
});
