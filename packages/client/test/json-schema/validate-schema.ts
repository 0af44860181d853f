// Ajv in 2020-12 mode over a converted schema and its components, as an OpenAPI 3.1 document holds them.
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { JsonSchema } from '../../src/codegen/json-schema/index.ts';

/** Returns a validator of `schema`, whose `#/components/schemas/X` references resolve to `components`. */
export function compileSchema(schema: JsonSchema, components: Record<string, JsonSchema>): (value: unknown) => boolean {
  const ajv = new Ajv2020({ strict: true, strictTuples: false, allowUnionTypes: true, allErrors: true });
  // ajv-formats is CommonJS: its plugin is the module itself or its `default`.
  const addFormats = (formats as unknown as { default?: typeof formats }).default ?? formats;
  addFormats(ajv);
  // The same references with the components as `$defs` of one root: Ajv resolves them, strict mode still applies.
  const text = JSON.stringify({ $defs: components, allOf: [schema] }).replaceAll('#/components/schemas/', '#/$defs/');
  const validate = ajv.compile(JSON.parse(text));
  return (value) => validate(value) === true;
}
