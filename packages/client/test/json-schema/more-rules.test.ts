// Rules beside the main shapes: template literal types, intersections, toJSON() results that have their
// own toJSON(), a deferred generic type's warning, and a component body written apart from where it is met.
import { expect, setDefaultTimeout, test } from 'bun:test';
import type { CodegenWarning } from '../../src/codegen/model.ts';
import { JsonSchemaConverter, toJsonSchema } from '../../src/codegen/json-schema/index.ts';
import { compileWithComponents } from '../support/ajv-2020.ts';
import { compileSource } from './compile-source.ts';

// Real compilations on a shared 2-core machine.
setDefaultTimeout(30_000);

const SOURCE = `
export interface Base { id: string }
export class Plain { a = 1; toJSON(): string { return 'never called'; } }
export class Cents { constructor(private value: number) {} toJSON(): Plain { return new Plain(); } }
export class Self { label = 'x'; toJSON() { return this; } }
export interface Rules {
  key: \`user-\${number}\`;
  slug: \`a.b/\${string}\`;
  both: Base & { extra: number };
  cents: Cents;
  self: Self;
}
export declare function deferred<T>(value: T): T extends string ? { text: T } : never;
export interface Outer { inner: { back: Back } }
export interface Back { outer: Outer['inner'] }
`;

const compiled = compileSource(SOURCE);
const warnings: CodegenWarning[] = [];
const converter = new JsonSchemaConverter(compiled.checker, { root: '/virtual', warnings });
const rules = converter.convert(compiled.typeOf('Rules'), compiled.nodeOf('Rules'));
const outer = converter.convert(compiled.typeOf('Outer'), compiled.nodeOf('Outer'));
const rulesWarnings = warnings.length;
const signature = compiled.typeOf('deferred').getCallSignatures()[0];
const deferred = signature ? converter.convertReturn(signature.getReturnType(), compiled.nodeOf('deferred')) : false;
const components = converter.components();
const properties = (components.Rules as { properties: Record<string, unknown> }).properties;

test('a template literal type is a string with its pattern', () => {
  expect(properties.key).toEqual({
    type: 'string',
    pattern: '^user--?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:e[+-][0-9]+)?$',
  });
  expect(properties.slug).toEqual({ type: 'string', pattern: '^a\\.b/.*$' });
  const validate = compileWithComponents(rules, components);
  const value = { key: 'user-12', slug: 'a.b/c', both: { id: '1', extra: 2 }, cents: { a: 1 }, self: { label: 'y' } };
  expect(validate(value)).toBe(true);
  expect(validate({ ...value, key: 'user-x' })).toBe(false);
  expect(validate({ ...value, slug: 'aXb/c' })).toBe(false);
});

test('an intersection of objects is allOf; each part must hold', () => {
  expect(properties.both).toEqual({
    allOf: [
      { $ref: '#/components/schemas/Base' },
      { type: 'object', properties: { extra: { type: 'number' } }, required: ['extra'] },
    ],
  });
  const validate = compileWithComponents(rules, components);
  const value = { key: 'user-1', slug: 'a.b/', both: { id: '1' }, cents: { a: 1 }, self: { label: 'y' } };
  expect(validate(value)).toBe(false);
});

test('toJSON() returning an object whose own toJSON() is not called again, and toJSON() returning this', () => {
  // JSON.stringify calls toJSON once per value: the Plain it returns is written by its data members.
  expect(components.Cents).toEqual({ type: 'object', properties: { a: { type: 'number' } }, required: ['a'] });
  expect(components.Self).toEqual({ type: 'object', properties: { label: { type: 'string' } }, required: ['label'] });
  expect(rulesWarnings).toBe(0);
});

test('a component body does not depend on where the component was first met', () => {
  expect(outer).toEqual({ $ref: '#/components/schemas/Outer' });
  expect(components.Back).toEqual({
    type: 'object',
    properties: {
      outer: {
        type: 'object',
        properties: { back: { $ref: '#/components/schemas/Back' } },
        required: ['back'],
      },
    },
    required: ['outer'],
  });
});

test('a type the checker leaves deferred is {} with a warning', () => {
  expect(deferred).toEqual({});
  expect(warnings.slice(rulesWarnings).map((warning) => warning.reason)).toEqual([
    expect.stringContaining('a type the checker leaves unresolved'),
  ]);
});

test('toJsonSchema: one type and the components it needs', () => {
  const { schema, components: own } = toJsonSchema(compiled.typeOf('Outer'), compiled.checker, {
    root: '/virtual',
    warnings: [],
    at: compiled.nodeOf('Outer'),
  });
  expect(schema).toEqual({ $ref: '#/components/schemas/Outer' });
  expect(Object.keys(own)).toEqual(['Back', 'Outer']);
});
