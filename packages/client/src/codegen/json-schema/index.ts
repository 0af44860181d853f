export { FUNCTION_REASON, JsonSchemaConverter, type JsonSchemaOptions } from './converter.ts';
export type { JsonSchema, JsonSchemaObject, JsonType, JsonValue } from './schema.ts';
