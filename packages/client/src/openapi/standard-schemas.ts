import { OpenApiError } from './openapi-error.ts';
import type { OpenApiDocument, StandardJsonSchema } from './options.ts';

const COMPONENTS = '#/components/schemas/';

/** Which form of a Standard JSON Schema: what a client sends (`input`), or what validation returns (`output`). */
export type SchemaForm = 'input' | 'output';

/**
 * A validator's own JSON Schema 2020-12 as the component `name`: `$defs` become components `name_def`.
 * @example
 * readStandardJsonSchema(createUserSchema, 'CreateUserDto', 'input');
 * // { schema: { type: 'object', properties: { email: { type: 'string', format: 'email' } } }, defs: {} }
 */
export function readStandardJsonSchema(
  schema: StandardJsonSchema,
  name: string,
  form: SchemaForm,
): { schema: Record<string, unknown>; defs: Record<string, unknown> } {
  const converter = schema?.['~standard']?.jsonSchema;
  if (typeof converter?.[form] !== 'function') {
    const vendor = schema?.['~standard']?.vendor ?? 'this library';
    throw new OpenApiError(
      'SCHEMA_INVALID',
      `OpenApi() schemas.${name}: the ${vendor} schema does not implement Standard JSON Schema ` +
        '(~standard.jsonSchema): ' +
        'zod 4.2+ and ArkType 2.1.28+ do, Valibot through @valibot/to-json-schema',
    );
  }
  let written: Record<string, unknown>;
  try {
    written = converter[form]({ target: 'draft-2020-12' });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new OpenApiError(
      'SCHEMA_INVALID',
      `OpenApi() schemas.${name}: its JSON Schema cannot be written: ${reason}`,
      {
        cause: error,
      },
    );
  }
  const { $schema: _, $defs, ...rest } = written;
  const defs = ($defs ?? {}) as Record<string, unknown>;
  const move = (ref: string): string => {
    if (ref === '#') return COMPONENTS + name;
    return ref.startsWith('#/$defs/') ? `${COMPONENTS}${name}_${ref.slice('#/$defs/'.length)}` : ref;
  };
  const moved = Object.entries(defs).map(([key, value]) => [`${name}_${key}`, moveRefs(value, move)] as const);
  return { schema: moveRefs(rest, move) as Record<string, unknown>, defs: Object.fromEntries(moved) };
}

/** The document with each named component replaced by its validator's input form; throws naming a wrong name. */
export function applyStandardSchemas(
  document: OpenApiDocument,
  schemas: Readonly<Record<string, StandardJsonSchema>>,
): OpenApiDocument {
  const names = Object.keys(schemas);
  if (names.length === 0) return document;
  // A Map, not an object: a component named `__proto__` stays a component.
  const components = new Map(Object.entries(document.components?.schemas ?? {}));
  for (const name of names) {
    if (!components.has(name)) {
      const known = [...components.keys()].join(', ') || 'none';
      throw new OpenApiError(
        'SCHEMA_INVALID',
        `OpenApi() schemas.${name}: the document has no such component (${known})`,
      );
    }
    const { schema, defs } = readStandardJsonSchema(schemas[name] as StandardJsonSchema, name, 'input');
    for (const [key, value] of Object.entries(defs)) components.set(key, value);
    components.set(name, schema);
  }
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(components) } };
}

// Within a JSON Schema every `$ref` is a string value; anything else is copied as it is.
function moveRefs(value: unknown, move: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => moveRefs(item, move));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string' ? move(child) : moveRefs(child, move),
    ]),
  );
}
