import type ts from 'typescript';
import { JsonSchemaConverter, type JsonSchemaOptions } from './converter.ts';
import type { JsonSchema } from './schema.ts';

/**
 * One type as JSON Schema with the components it needs; a document of many types uses one `JsonSchemaConverter`.
 * @example
 * const { schema, components } = toJsonSchema(userType, checker, { root, warnings, at: declaration });
 * // schema: { $ref: '#/components/schemas/User' }, components: { User: { type: 'object', ... } }
 */
export function toJsonSchema(
  type: ts.Type,
  checker: ts.TypeChecker,
  options: JsonSchemaOptions & { readonly at: ts.Node },
): { schema: JsonSchema; components: Record<string, JsonSchema> } {
  const converter = new JsonSchemaConverter(checker, options);
  const schema = converter.convert(type, options.at);
  return { schema, components: converter.components() };
}
