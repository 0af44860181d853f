// Every golden fixture's OpenAPI document validates (the official 3.1 schema, then each Schema Object with strict
// Ajv 2020); a few operations are pinned as a reader of the document sees them.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { createOpenApiDocument } from '../../src/codegen/openapi.ts';
import { listFixtures } from '../codegen/fixture-cases.ts';
import { assertValidOpenApi } from '../support/assert-valid-openapi.ts';

// Real compilations on a shared 2-core machine.
setDefaultTimeout(120_000);

describe('the document of each golden fixture', () => {
  for (const fixture of listFixtures()) {
    test(`${fixture.name} validates`, async () => {
      const { document } = createOpenApiDocument(fixture.options);
      await assertValidOpenApi(document);
      const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
      expect(new Set(ids).size).toBe(ids.length);
    });
  }
});
