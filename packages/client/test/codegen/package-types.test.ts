// Types from an installed package (node_modules) follow the same rules as the project's own: a
// generic over a class with toJSON() is written out where it reads `keyof T`, kept by name where it
// only holds values, and the contract compiles with a strict consumer.
import { afterEach, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { generate } from '../../src/codegen/generator.ts';
import { CONSUMER_OPTIONS } from './consumer-options.ts';
import { copyFixture } from './temp-project.ts';

// Real compilations on a shared 2-core machine.
setDefaultTimeout(30_000);

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const PACKAGE = `export declare class Decimal {
  private digits;
  toJSON(): string;
  plus(other: Decimal): Decimal;
}
export interface Paginated<T> { data: T[]; total: number; at: Date }
export interface WithKeys<T> { keys: (keyof T)[]; value: T }
export type Nullable<T> = { [K in keyof T]: T[K] | null };
`;

const CONTROLLER = `import { Controller, Get } from '@fw/core';
import type { Decimal, Nullable, Paginated, WithKeys } from 'money-lib';

@Controller('/prices')
export class PricesController {
  @Get()
  list(): { page: Paginated<Decimal>; keyed: WithKeys<Decimal>; nullable: Nullable<{ id: string }> } {
    throw new Error('not in a test');
  }
}
`;

const CONSUMER = `import type { App, Decimal, Nullable, Paginated } from './app.ts';
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type Prices = App['prices']['get']['response'];
export type Tests = [
  Expect<Equal<Decimal, string>>,
  Expect<Equal<Prices['page'], Paginated<Decimal>>>,
  Expect<Equal<Paginated<Decimal>, { data: string[]; total: number; at: string }>>,
  // keyof reads the class (a private member is no key), not the string its toJSON() sends.
  Expect<Equal<Prices['keyed'], { keys: ('toJSON' | 'plus')[]; value: Decimal }>>,
  Expect<Equal<Prices['nullable'], Nullable<{ id: string }>>>,
  Expect<Equal<Nullable<{ id: string }>, { id: string | null }>>,
];
`;

test('a package generic over a class with toJSON() reads the class, not its JSON string', () => {
  const copy = copyFixture('generics');
  cleanups.push(copy.remove);
  const root = copy.root;
  mkdirSync(path.join(root, 'node_modules/money-lib'), { recursive: true });
  writeFileSync(
    path.join(root, 'node_modules/money-lib/package.json'),
    JSON.stringify({ name: 'money-lib', types: 'index.d.ts' }),
  );
  writeFileSync(path.join(root, 'node_modules/money-lib/index.d.ts'), PACKAGE);
  writeFileSync(path.join(root, 'src/generics.controller.ts'), CONTROLLER);
  writeFileSync(path.join(root, 'consumer.check.ts'), CONSUMER);

  const report = generate({ root, output: 'app.ts' });
  expect(report.warnings).toEqual([]);
  const contract = readFileSync(path.join(root, 'app.ts'), 'utf8');
  expect(contract).toContain('export type Paginated<T> = { data: T[]; total: number; at: string };');
  expect(contract).toContain('export type Nullable<T> = { [K in keyof T]: null | T[K] };');

  const program = ts.createProgram({
    rootNames: [path.join(root, 'consumer.check.ts')],
    options: CONSUMER_OPTIONS,
  });
  const messages = ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
  expect(messages).toEqual([]);
});
