// A named type's own JSDoc on its component: classes, interfaces, aliases and enums; never inherited.
import { expect, setDefaultTimeout, test } from 'bun:test';
import { JsonSchemaConverter } from '../../src/codegen/json-schema/index.ts';
import { compileSource } from './compile-source.ts';

// Real compilations on a shared 2-core machine.
setDefaultTimeout(30_000);

const source = compileSource(`
/** A person's account. */
export class Account { id = '' }
/** @deprecated use Account */
export class Legacy extends Account { old = true }
export class Plain extends Account { plain = true }
/** Where it ships. */
export interface Address { city: string }
export interface Home extends Address { door: number }
/** One of two. */
export type Choice = { a: string } | { b: number };
/** What it may be. */
export enum Kind { One = 'one', Two = 'two' }
/** Before. */
export interface Merged { first: string }
export interface Merged { second: string }
`);

test("a type's own JSDoc is its component's description; a subtype without its own has none", () => {
  const converter = new JsonSchemaConverter(source.checker, { root: '/virtual', warnings: [] });
  const names = ['Account', 'Legacy', 'Plain', 'Address', 'Home', 'Choice', 'Kind', 'Merged'];
  for (const name of names) converter.convert(source.typeOf(name), source.nodeOf(name));
  const components = converter.components() as Record<string, { description?: string; deprecated?: boolean }>;
  const notes = (name: string) => [name, components[name]?.description, components[name]?.deprecated];
  expect(names.map(notes)).toEqual([
    ['Account', "A person's account.", undefined],
    ['Legacy', undefined, true],
    ['Plain', undefined, undefined],
    ['Address', 'Where it ships.', undefined],
    ['Home', undefined, undefined],
    ['Choice', 'One of two.', undefined],
    ['Kind', 'What it may be.', undefined],
    ['Merged', 'Before.', undefined],
  ]);
});
