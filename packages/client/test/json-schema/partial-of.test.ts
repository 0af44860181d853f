// `Partial<Dto>` written from the Dto's own members: the same schema as the checker's mapped members give.
import { expect, setDefaultTimeout, test } from 'bun:test';
import ts from 'typescript';
import { JsonSchemaConverter, type JsonSchema } from '../../src/codegen/json-schema/index.ts';
import { readPartialOf } from '../../src/codegen/json-schema/partial-of.ts';
import { compileSource } from './compile-source.ts';

// Real compilations on a shared 2-core machine.
setDefaultTimeout(30_000);

const DTOS = ['Profile', 'Account', 'Page_Profile', 'Audited', 'Money', 'Getter', 'Scores', 'List', 'Both'] as const;

// `Optional<T>` is `Partial<T>` declared by the app: the converter reads its members from the checker.
const source = compileSource(`
export enum Role { Admin = 'admin', Member = 'member' }
export interface Base {
  /** Shown to other users. */
  name: string;
  /** @deprecated use name */
  title?: string;
}
export interface Profile extends Base {
  role: Role;
  since: Date;
  manager: Profile | null;
  note: string | undefined;
  tags: Array<{ label: string; at: Date }>;
  meta: Record<string, string | number>;
  flag: boolean;
  either: string | (() => string);
}
export class Account {
  id!: string;
  count?: number;
  related!: Account | null;
  initial = 0;
  private secret = '';
  protected inner = 1;
  static total = 0;
  #hidden = 1;
  describe(): string { return this.id + this.secret + this.#hidden; }
  onSave?: () => void;
}
export interface Page<T> { items: T[]; total: number; next?: string | null }
export class Audited extends Account { by!: string }
export class Money { constructor(private cents: number) {} toJSON(): string { return String(this.cents); } }
export class Getter { value = 1; get double(): number { return this.value * 2; } }
export interface Scores { best: number; [player: string]: number }
export type List = string[];
export type Both = Profile & { extra: number };
export type Optional<T> = { [K in keyof T]?: T[K] };
export interface Patches {
  Profile: Partial<Profile>; Account: Partial<Account>; Page_Profile: Partial<Page<Profile>>;
  Audited: Partial<Audited>; Money: Partial<Money>; Getter: Partial<Getter>; Scores: Partial<Scores>;
  List: Partial<List>; Both: Partial<Both>;
}
export interface Declared {
  Profile: Optional<Profile>; Account: Optional<Account>; Page_Profile: Optional<Page<Profile>>;
  Audited: Optional<Audited>; Money: Optional<Money>; Getter: Optional<Getter>; Scores: Optional<Scores>;
  List: Optional<List>; Both: Optional<Both>;
}
`);

function membersOf(name: 'Patches' | 'Declared'): Map<string, ts.Type> {
  const type = source.typeOf(name);
  return new Map(source.checker.getPropertiesOfType(type).map((p) => [p.name, source.checker.getTypeOfSymbol(p)]));
}

test("Partial<Dto> is the schema of the Dto's members, each optional, as the checker's mapped members give it", () => {
  const converter = new JsonSchemaConverter(source.checker, { root: '/virtual', warnings: [] });
  const at = source.nodeOf('Patches');
  const patches = membersOf('Patches');
  const written = new Map(DTOS.map((name) => [name, converter.convert(patches.get(name) as ts.Type, at)]));
  const declared = membersOf('Declared');
  const references = new Map(DTOS.map((name) => [name, converter.convert(declared.get(name) as ts.Type, at)]));
  const components = converter.components();
  const body = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    const ref = typeof schema === 'object' ? schema.$ref : undefined;
    return ref ? components[ref.slice('#/components/schemas/'.length)] : schema;
  };
  for (const name of DTOS) expect([name, written.get(name)]).toEqual([name, body(references.get(name))]);
  expect(written.get('Account')).toEqual({
    type: 'object',
    properties: {
      id: { type: 'string' },
      count: { type: 'number' },
      related: { anyOf: [{ $ref: '#/components/schemas/Account' }, { type: 'null' }] },
      initial: { type: 'number' },
    },
  });
});

test('only a class or interface without accessors or index signatures is read through its own members', () => {
  const patches = membersOf('Patches');
  const isLibrary = (symbol: ts.Symbol) =>
    (symbol.declarations ?? []).some((declaration) => declaration.getSourceFile().fileName.includes('lib.'));
  const dtoOf = (name: string) => readPartialOf(patches.get(name) as ts.Type, source.checker, isLibrary);
  for (const name of ['Profile', 'Account', 'Page_Profile', 'Audited', 'Money'])
    expect([name, dtoOf(name)?.symbol?.name]).toEqual([name, name.replace('_Profile', '')]);
  for (const name of ['Getter', 'Scores', 'List', 'Both']) expect([name, dtoOf(name)]).toEqual([name, undefined]);
  const declared = membersOf('Declared').get('Profile') as ts.Type;
  expect(readPartialOf(declared, source.checker, isLibrary)).toBeUndefined();
});
