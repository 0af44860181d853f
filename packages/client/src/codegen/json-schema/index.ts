export { FUNCTION_REASON, JsonSchemaConverter, type JsonSchemaOptions } from './converter.ts';
export { DEFERRED_REASON } from './primitive-schema.ts';
export type { JsonSchema, JsonSchemaObject, JsonType, JsonValue } from './schema.ts';
export { toJsonSchema } from './to-json-schema.ts';
