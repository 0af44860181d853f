// A validator's own JSON Schema as a component: input and output forms, `$defs` moved into the components.
import { expect, test } from 'bun:test';
import { z } from 'zod';
import { readStandardJsonSchema } from '../../src/openapi/index.ts';
import { applyStandardSchemas } from '../../src/openapi/standard-schemas.ts';
import { assertValidOpenApi } from '../support/assert-valid-openapi.ts';
import { SAMPLE_DOCUMENT } from './sample-document.ts';

const withDefault = z.object({ name: z.string(), role: z.enum(['admin', 'member']).default('member') });

test('the input form leaves a defaulted field optional; the output form requires it and closes the object', () => {
  expect(readStandardJsonSchema(withDefault, 'Dto', 'input').schema).toEqual({
    type: 'object',
    properties: { name: { type: 'string' }, role: { type: 'string', enum: ['admin', 'member'], default: 'member' } },
    required: ['name'],
  });
  expect(readStandardJsonSchema(withDefault, 'Dto', 'output').schema).toMatchObject({
    required: ['name', 'role'],
    additionalProperties: false,
  });
});

test("the validator's $defs become components named after the DTO, and the document still validates", async () => {
  const address = z.object({ city: z.string() }).meta({ id: 'Address' });
  const dto = z.object({ name: z.string(), home: address, work: address.optional() });
  const document = applyStandardSchemas(SAMPLE_DOCUMENT, { CreateUserDto: dto });
  const schemas = document.components?.schemas ?? {};
  expect(schemas.CreateUserDto_Address).toEqual({
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
  });
  expect(schemas.CreateUserDto).toMatchObject({
    properties: { home: { $ref: '#/components/schemas/CreateUserDto_Address' } },
  });
  expect(schemas.CreateUserDto).not.toHaveProperty('$defs');
  expect(schemas.CreateUserDto).not.toHaveProperty('$schema');
  await assertValidOpenApi(document);
});
