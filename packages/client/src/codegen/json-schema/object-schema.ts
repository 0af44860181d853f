import ts from 'typescript';
import { isDataMember } from '../types/data-members.ts';
import { readDeclaredRest, readTypeNode } from '../types/declared-types.ts';
import { withoutUndefined } from '../types/undefined-values.ts';
import { withDocumentation } from './documentation.ts';
import { mayBeLeftOut } from './left-out.ts';
import type { JsonSchema, JsonSchemaObject } from './schema.ts';

// An object's data members and index signatures, and a tuple's elements, as JSON carries them.

/** JSON's keys for a `number` index signature: what `String(n)` writes for a finite number. */
const NUMBER_KEY = '^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:e[+-][0-9]+)?$';

/** The converter as the member readers see it; `at` is where warnings about the type point. */
export interface SchemaOf {
  convert(type: ts.Type, at?: ts.Node): JsonSchema;
  convertUnion(types: readonly ts.Type[], at?: ts.Node): JsonSchema;
  /** An array or tuple element: JSON writes an `undefined` one as `null`. */
  convertElement(type: ts.Type): JsonSchema;
}

/**
 * The data members (spec: no methods, private, protected or static) and index signatures of `type`;
 * `everyOptional`: each member optional, as `Partial<type>` has them.
 * @example
 * toObjectSchema(userType, checker, converter); // { type: 'object', properties: {...}, required: ['id'] }
 */
export function toObjectSchema(
  type: ts.Type,
  checker: ts.TypeChecker,
  schemaOf: SchemaOf,
  everyOptional = false,
): JsonSchemaObject {
  const properties: [string, JsonSchema][] = [];
  const required: string[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    if (!isDataMember(property, checker)) continue;
    // JSON leaves out a key whose value is undefined (or a function), so `x: T | undefined` arrives as `x?: T`.
    const optional =
      everyOptional ||
      (property.flags & ts.SymbolFlags.Optional) !== 0 ||
      mayBeLeftOut(checker.getTypeOfSymbol(property), checker);
    properties.push([
      property.name,
      withDocumentation(toPropertySchema(property, optional, checker, schemaOf), property, checker),
    ]);
    if (!optional) required.push(property.name);
  }
  const schema: JsonSchemaObject = { type: 'object' };
  // fromEntries defines own keys: a `__proto__` member stays a property, not the prototype.
  if (properties.length > 0) schema.properties = Object.fromEntries(properties);
  if (required.length > 0) schema.required = required;
  for (const info of checker.getIndexInfosOfType(type)) {
    // JSON drops an undefined value, and writes no symbol key.
    if (info.keyType.flags & ts.TypeFlags.ESSymbolLike) continue;
    const value = schemaOf.convertUnion(withoutUndefined(info.type), info.declaration);
    if (info.keyType.flags & ts.TypeFlags.NumberLike) schema.patternProperties = { [NUMBER_KEY]: value };
    else schema.additionalProperties = value;
  }
  return schema;
}

// Without the `| undefined` optionality says; the declared type when that is what is left: it keeps its name.
function toPropertySchema(
  property: ts.Symbol,
  optional: boolean,
  checker: ts.TypeChecker,
  schemaOf: SchemaOf,
): JsonSchema {
  const actual = checker.getTypeOfSymbol(property);
  const declaration = property.declarations?.[0];
  const node = declaration && readTypeNode(declaration);
  const at = node ?? declaration;
  if (!optional) return schemaOf.convert(actual, at);
  const kept = withoutUndefined(actual);
  const declared = readDeclaredRest(node, kept, checker);
  return declared ? schemaOf.convert(declared, at) : schemaOf.convertUnion(kept, at);
}

/**
 * `[string, number?, ...boolean[]]` as `prefixItems`, with `minItems` and, without a rest element, `items: false`.
 * @example
 * toTupleSchema(pairType, checker, converter); // { type: 'array', prefixItems: [...], minItems: 2, items: false }
 */
export function toTupleSchema(type: ts.TupleTypeReference, checker: ts.TypeChecker, schemaOf: SchemaOf): JsonSchema {
  const target = type.target;
  const prefixItems: JsonSchema[] = [];
  let rest: JsonSchema = false;
  checker.getTypeArguments(type).forEach((element, index) => {
    const flags = target.elementFlags[index] ?? ts.ElementFlags.Required;
    // An optional element's type carries `| undefined`; the length already says it may be missing.
    if (flags & ts.ElementFlags.Optional) prefixItems.push(schemaOf.convertUnion(withoutUndefined(element)));
    else if (flags & ts.ElementFlags.Required) prefixItems.push(schemaOf.convertElement(element));
    else rest = flags & ts.ElementFlags.Rest ? schemaOf.convertElement(element) : {};
  });
  const schema: JsonSchemaObject = { type: 'array' };
  if (prefixItems.length > 0) schema.prefixItems = prefixItems;
  if (target.minLength > 0) schema.minItems = target.minLength;
  schema.items = rest;
  return schema;
}
