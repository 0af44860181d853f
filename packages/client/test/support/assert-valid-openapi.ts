// Proves an OpenAPI 3.1 document valid: the official schema of the specification (document shape and
// `$ref` targets, @seriousme/openapi-schema-validator), then every Schema Object compiled by Ajv as
// JSON Schema 2020-12 in strict mode (the official schema leaves them unchecked: `nullable`, a typo in `type`).
import { Validator } from '@seriousme/openapi-schema-validator';
import { compileWithComponents } from './ajv-2020.ts';

/** Throws an `Error` listing every problem of `document`; resolves when it is a valid OpenAPI 3.1 document. */
export async function assertValidOpenApi(document: unknown): Promise<void> {
  if (typeof document !== 'object' || document === null) throw new Error('the document is not an object');
  const spec = structuredClone(document) as Record<string, unknown>;
  if (typeof spec.openapi !== 'string' || !spec.openapi.startsWith('3.1.'))
    throw new Error(`the document is not OpenAPI 3.1 (openapi: ${JSON.stringify(spec.openapi)})`);
  const result = await new Validator().validate(spec);
  if (!result.valid) throw new Error(`the document does not match the OpenAPI 3.1 schema: ${show(result.errors)}`);
  const components = readSchemas(spec);
  const problems: string[] = [];
  for (const [where, schema] of listSchemas(spec)) {
    try {
      compileWithComponents(schema, components);
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new Error(`invalid JSON Schema in the document:\n${problems.join('\n')}`);
}

function readSchemas(spec: Record<string, unknown>): Record<string, unknown> {
  const components = spec.components as { schemas?: Record<string, unknown> } | undefined;
  return components?.schemas ?? {};
}

/** Every Schema Object: each component, and each `schema` of a parameter, header or media type. */
function listSchemas(spec: Record<string, unknown>): [string, unknown][] {
  const found: [string, unknown][] = Object.entries(readSchemas(spec)).map(([name, schema]) => [
    `#/components/schemas/${name}`,
    schema,
  ]);
  const visit = (value: unknown, where: string): void => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'schema' && typeof child === 'object') found.push([`${where}/schema`, child]);
      else if (key !== 'schemas') visit(child, `${where}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
    }
  };
  visit(spec.paths, '#/paths');
  visit(spec.components, '#/components');
  return found;
}

function show(errors: unknown): string {
  return typeof errors === 'string' ? errors : JSON.stringify(errors, null, 1);
}
