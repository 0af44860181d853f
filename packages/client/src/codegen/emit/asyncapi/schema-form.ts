import type { JsonSchema, JsonSchemaObject } from '../../json-schema/schema.ts';

// The converter writes JSON Schema 2020-12 (OpenAPI 3.1's dialect); an AsyncAPI Schema Object is a superset of
// draft-07, which has no `prefixItems`: a tuple's elements are an `items` array, what follows them `additionalItems`.

type Nested = 'items' | 'prefixItems' | 'properties' | 'additionalProperties' | 'patternProperties';

/** A schema as an AsyncAPI document's default schema format reads it. */
export type AsyncApiSchema = AsyncApiSchemaObject | boolean;

export interface AsyncApiSchemaObject extends Omit<JsonSchemaObject, Nested | 'anyOf' | 'allOf' | 'not'> {
  properties?: Record<string, AsyncApiSchema>;
  additionalProperties?: AsyncApiSchema;
  patternProperties?: Record<string, AsyncApiSchema>;
  items?: AsyncApiSchema | AsyncApiSchema[];
  additionalItems?: AsyncApiSchema;
  anyOf?: AsyncApiSchema[];
  allOf?: AsyncApiSchema[];
  not?: AsyncApiSchema;
}

/**
 * A converter's schema in AsyncAPI's schema format; call it after `components()` named the `$ref`s (it copies).
 * @example
 * toAsyncApiSchema({ type: 'array', prefixItems: [{ type: 'string' }], minItems: 1, items: false });
 * // { type: 'array', items: [{ type: 'string' }], minItems: 1, additionalItems: false }
 */
export function toAsyncApiSchema(schema: JsonSchema): AsyncApiSchema {
  if (typeof schema === 'boolean') return schema;
  const tuple = schema.prefixItems !== undefined;
  const entries = Object.entries(schema).map(([key, value]): [string, unknown] => {
    if (key === 'prefixItems') return ['items', (value as JsonSchema[]).map(toAsyncApiSchema)];
    if (key === 'items') return [tuple ? 'additionalItems' : 'items', toAsyncApiSchema(value as JsonSchema)];
    if (key === 'anyOf' || key === 'allOf') return [key, (value as JsonSchema[]).map(toAsyncApiSchema)];
    if (key === 'not' || key === 'additionalProperties') return [key, toAsyncApiSchema(value as JsonSchema)];
    if (key === 'properties' || key === 'patternProperties')
      return [key, mapValues(value as Record<string, JsonSchema>)];
    return [key, value];
  });
  // fromEntries defines own keys: a `__proto__` property stays a property.
  return Object.fromEntries(entries) as AsyncApiSchemaObject;
}

/** Each schema of a record (`properties`, `components/schemas`) in AsyncAPI's form. */
export function mapValues(record: Readonly<Record<string, JsonSchema>>): Record<string, AsyncApiSchema> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, toAsyncApiSchema(value)]));
}
