import ts from 'typescript';
import { NEVER, NULL, type JsonSchema } from './schema.ts';

// Types with no members: primitives, template literal types, and what the checker leaves deferred.

/** JSON's text of a finite number (ECMA-262 Number::toString), as a pattern fragment. */
const NUMBER_TEXT = '-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:e[+-][0-9]+)?';

export const DEFERRED_REASON =
  'a type the checker leaves unresolved (a conditional or indexed access on a type parameter) has no JSON ' +
  'Schema: written as {} (any value)';

/**
 * A type without members as JSON Schema; `warn` hears why where the schema must accept anything.
 * @example
 * toPrimitiveSchema(checker.getTypeFromTypeNode(node), warn); // `user-${number}`: { type: 'string', pattern: ... }
 */
export function toPrimitiveSchema(type: ts.Type, warn: (reason: string) => void): JsonSchema {
  const flags = type.flags;
  if (flags & ts.TypeFlags.TemplateLiteral) return toTemplateSchema(type as ts.TemplateLiteralType);
  if (flags & ts.TypeFlags.StringLike) return { type: 'string' };
  if (flags & ts.TypeFlags.NumberLike) return { type: 'number' };
  if (flags & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
  // `undefined` alone where JSON writes a value: `null` (as an element, or a response's missing value).
  if (flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return NULL;
  if (flags & ts.TypeFlags.Never) return NEVER;
  // `object` holds arrays too.
  if (flags & ts.TypeFlags.NonPrimitive) return { type: ['object', 'array'] };
  warn(DEFERRED_REASON);
  return {};
}

/** `` `user-${number}` `` as `^user-<number>$`; a placeholder other than a number is any text. */
function toTemplateSchema(type: ts.TemplateLiteralType): JsonSchema {
  const parts = type.texts.map(escapePattern);
  const pattern = parts.reduce((written, text, index) => {
    const placeholder = type.types[index - 1];
    const value = placeholder && placeholder.flags & ts.TypeFlags.NumberLike ? NUMBER_TEXT : '.*';
    return `${written}${index === 0 ? '' : value}${text}`;
  }, '');
  return { type: 'string', pattern: `^${pattern}$` };
}

function escapePattern(text: string): string {
  // Syntax characters only: under the `u` flag Ajv compiles with, an escaped `-` or `/` is an error.
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}
