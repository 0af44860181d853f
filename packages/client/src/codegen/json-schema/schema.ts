// JSON Schema 2020-12 as OpenAPI 3.1 embeds it: the subset the converter writes, and how parts combine.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** A schema the converter writes; `false` (as `items` of a closed tuple) matches nothing. */
export type JsonSchema = JsonSchemaObject | boolean;

export interface JsonSchemaObject {
  $ref?: string;
  type?: JsonType | JsonType[];
  format?: string;
  pattern?: string;
  const?: JsonValue;
  enum?: JsonValue[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema;
  patternProperties?: Record<string, JsonSchema>;
  maxProperties?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  description?: string;
  deprecated?: boolean;
}

/** What no JSON value matches: a bigint or a symbol, as the contract's `never`. */
export const NEVER: JsonSchemaObject = Object.freeze({ not: {} });

export const NULL: JsonSchemaObject = Object.freeze({ type: 'null' });

export function isNever(schema: JsonSchema): boolean {
  if (typeof schema === 'boolean') return !schema;
  const not = schema.not;
  return Object.keys(schema).length === 1 && typeof not === 'object' && Object.keys(not).length === 0;
}

/**
 * A union of schemas: literals (and `null`) as one `enum`, bare types as one `type` list, the rest `anyOf`.
 * @example
 * joinSchemas([{ const: 'a' }, { const: 'b' }, NULL]); // { enum: ['a', 'b', null] }
 */
export function joinSchemas(parts: readonly JsonSchema[]): JsonSchema {
  const kept = unique(parts.length > 1 ? parts.filter((part) => !isNever(part)) : parts);
  if (kept.length === 0) return NEVER;
  if (kept.length === 1 && kept[0] !== undefined) return kept[0];
  if (kept.every((part) => readConst(part) !== undefined))
    return { enum: unique(kept.map((part) => readConst(part) as JsonValue)) };
  const types: JsonType[] = [];
  const rest: JsonSchema[] = [];
  for (const part of kept) {
    const type = readBareType(part);
    if (type === undefined) rest.push(part);
    else if (!types.includes(type)) types.push(type);
  }
  if (rest.length === 0) return { type: types.length === 1 && types[0] ? types[0] : types };
  if (types.length > 0) rest.push({ type: types.length === 1 && types[0] ? types[0] : types });
  return { anyOf: rest };
}

/** A `const` value, `null` for `{ type: 'null' }` (so `'a' | null` is one enum); `undefined` otherwise. */
function readConst(part: JsonSchema): JsonValue | undefined {
  if (typeof part !== 'object') return undefined;
  const keys = Object.keys(part);
  if (keys.length !== 1) return undefined;
  if ('const' in part) return part.const;
  return part.type === 'null' ? null : undefined;
}

function readBareType(part: JsonSchema): JsonType | undefined {
  if (typeof part !== 'object' || Object.keys(part).length !== 1 || typeof part.type !== 'string') return undefined;
  return part.type;
}

function unique<T>(values: readonly T[]): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
