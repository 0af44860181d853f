// A component label's argument text without the checker's node builder: the same text `typeToString` writes.
import { expect, setDefaultTimeout, test } from 'bun:test';
import { readDeclaredName } from '../../src/codegen/json-schema/declared-name.ts';
import { compileSource } from './compile-source.ts';

// Real compilations on a shared 2-core machine.
setDefaultTimeout(30_000);

const source = compileSource(`
export class UserDto { id = '' }
export interface Profile { name: string }
export interface Merged { a: string }
export namespace Merged { export const x = 1; }
export namespace Billing { export interface User { plan: string } export class Invoice { total = 0 } }
export class \\u0041scii { a = 1 }
export class Event { at = 0 }
export interface Page<T> { items: T[] }
export enum Role { Admin = 'admin' }
export type Alias = { a: string };
export function local() { class Inner { a = 1 } return new Inner(); }
export default class Main { m = 1 }
export interface Holder {
  dto: UserDto; profile: Profile; merged: Merged; user: Billing.User; invoice: Billing.Invoice; escaped: Ascii;
  event: Event; page: Page<UserDto>; role: Role; alias: Alias; inner: ReturnType<typeof local>; main: Main;
  date: Date; list: UserDto[];
}
`);

test("a top-level class or interface's name is the checker's text for it; anything else is left to the checker", () => {
  const checker = source.checker;
  const read = checker.getPropertiesOfType(source.typeOf('Holder')).map((property) => {
    const type = checker.getTypeOfSymbol(property);
    return [property.name, readDeclaredName(type), checker.typeToString(type)];
  });
  for (const [name, fast, written] of read) if (fast !== undefined) expect([name, fast]).toEqual([name, written]);
  const named = read.filter(([, fast]) => fast !== undefined).map(([name]) => name);
  // `Date` is the library's own interface: its name too.
  expect(named).toEqual(['dto', 'profile', 'merged', 'user', 'invoice', 'event', 'main', 'date']);
});
