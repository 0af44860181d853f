// The validator the document's tests trust: a valid 3.1 document passes, and each kind of fault is refused.
import { describe, expect, test } from 'bun:test';
import { assertValidOpenApi } from '../support/assert-valid-openapi.ts';
import { SAMPLE_DOCUMENT } from './sample-document.ts';

function withSchema(schema: unknown): unknown {
  const copy = structuredClone(SAMPLE_DOCUMENT);
  copy.components.schemas.User = schema as (typeof copy.components.schemas)['User'];
  return copy;
}

describe('assertValidOpenApi', () => {
  test('a valid OpenAPI 3.1 document passes', async () => {
    await assertValidOpenApi(SAMPLE_DOCUMENT);
  });

  test('OpenAPI 3.0 and a document without info are refused', async () => {
    await expect(assertValidOpenApi({ ...SAMPLE_DOCUMENT, openapi: '3.0.3' })).rejects.toThrow('not OpenAPI 3.1');
    const { info: _, ...noInfo } = SAMPLE_DOCUMENT;
    await expect(assertValidOpenApi(noInfo)).rejects.toThrow('does not match the OpenAPI 3.1 schema');
  });

  test('a $ref to a missing component is refused', async () => {
    const broken = structuredClone(SAMPLE_DOCUMENT);
    broken.components.schemas.Users.items = { $ref: '#/components/schemas/Nobody' };
    await expect(assertValidOpenApi(broken)).rejects.toThrow('Nobody');
  });

  test("a Schema Object the official schema lets through is refused: a typo in type, 3.0's nullable", async () => {
    await expect(assertValidOpenApi(withSchema({ type: 'strin' }))).rejects.toThrow('#/components/schemas/User');
    await expect(assertValidOpenApi(withSchema({ type: 'string', nullable: true }))).rejects.toThrow('nullable');
  });
});
