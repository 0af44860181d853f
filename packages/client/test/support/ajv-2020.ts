// Ajv in JSON Schema 2020-12 mode, strict, as an OpenAPI 3.1 document's schemas are read.
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';

/** OpenAPI 3.1's own keywords beside JSON Schema's (Schema Object, "Fixed Fields"). */
const OPENAPI_KEYWORDS = ['discriminator', 'xml', 'externalDocs', 'example'];

/**
 * Compiles `schema` (strict: an unknown keyword throws), its `#/components/schemas/X` references resolved
 * in `components`; the validator says whether a value matches.
 */
export function compileWithComponents(
  schema: unknown,
  components: Record<string, unknown>,
): (value: unknown) => boolean {
  const ajv = new Ajv2020({ strict: true, strictTuples: false, allowUnionTypes: true, allErrors: true });
  // ajv-formats is CommonJS: its plugin is the module itself or its `default`.
  ((formats as unknown as { default?: typeof formats }).default ?? formats)(ajv);
  // Ajv knows OpenAPI 3.0's `nullable`; 3.1 removed it (a 3.1 reader ignores it, so `null` would be refused).
  ajv.removeKeyword('nullable');
  for (const keyword of OPENAPI_KEYWORDS) ajv.addKeyword(keyword);
  // The same references with the components as `$defs` of one root.
  const root = JSON.stringify({ $defs: components, allOf: [schema] }).replaceAll('"#/components/schemas/', '"#/$defs/');
  const validate = ajv.compile(JSON.parse(root));
  return (value) => validate(value) === true;
}
