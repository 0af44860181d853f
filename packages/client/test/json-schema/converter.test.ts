// The JSON Schema converter over a real compiler: each rule of the contract's JSON form, the schema it writes,
// and values Ajv (2020-12) accepts and refuses against it.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { CodegenWarning } from '../../src/codegen/model.ts';
import { JsonSchemaConverter, type JsonSchema } from '../../src/codegen/json-schema/index.ts';
import { compileWithComponents as compileSchema } from '../support/ajv-2020.ts';
import { assertValidOpenApi } from '../support/assert-valid-openapi.ts';
import { compileSource } from './compile-source.ts';

// Real compilations on a shared 2-core machine.
setDefaultTimeout(30_000);

const SOURCE = `
export enum Role { Admin = 'admin', Member = 'member' }
export type Status = 'active' | 'banned';
/** Someone who uses the app. */
export interface User {
  id: string;
  /** Shown to other users. */
  name: string;
  role: Role;
  status: Status;
  createdAt: Date;
  nickname?: string;
  bio: string | undefined;
  manager: User | null;
  /** @deprecated use role */
  admin: boolean;
}
export class UserDto {
  name!: string;
  email!: string;
  age?: number;
  private secret = 'x';
  protected inner = 1;
  static count = 0;
  #hidden = 1;
  greet(): string { return this.name; }
  get upper(): string { return this.name; }
  onSave?: () => void;
  either: string | (() => string) = '';
}
export class Money {
  constructor(private cents: number) {}
  toJSON(): string { return String(this.cents); }
}
export interface Page<T> { items: T[]; total: number }
export type Box<T> = { value: T };
export interface Tree { value: number; children: Tree[] }
export interface Shapes {
  pair: [string, number];
  optionalTail: [string, number?];
  rest: [string, ...boolean[]];
  scores: Record<string, number>;
  byIndex: { [id: number]: string };
  maybe: Array<string | undefined>;
  handlers: Array<string | (() => void)>;
  price: Money;
  id: string & { __brand: 'Id' };
  literal: 42;
  mixed: string | number | null;
  flag: true;
  link: URL;
  nested: { deep: { at: Date } };
  page: Page<User>;
  box: Box<number>;
  anything: unknown;
  /** Who owns it. */
  owner: User;
  choice: 'a' | 'b' | null;
  billing: Billing.User;
}
export interface Unsendable { big: bigint; map: Map<string, number>; call: () => string; sym: symbol }
export declare function getUsers(): Promise<User[]>;
export namespace Billing { export interface User { plan: string } }
`;

function setUp() {
  const compiled = compileSource(SOURCE);
  const warnings: CodegenWarning[] = [];
  const converter = new JsonSchemaConverter(compiled.checker, { root: '/virtual', warnings });
  const convert = (name: string): JsonSchema => converter.convert(compiled.typeOf(name), compiled.nodeOf(name));
  return { compiled, converter, warnings, convert };
}

const { compiled, converter, warnings, convert } = setUp();
const userRef = convert('User');
const dtoRef = convert('UserDto');
const shapesRef = convert('Shapes');
const treeRef = convert('Tree');
const getUsers = compiled.typeOf('getUsers').getCallSignatures()[0]?.getReturnType();
const usersSchema = getUsers ? converter.convertReturn(getUsers, compiled.nodeOf('getUsers')) : {};
const shapesWarnings = warnings.length;
const unsendableRef = convert('Unsendable');
const components = converter.components();

describe('named types become components', () => {
  test('a reference names the component, as the contract aliases it', () => {
    expect(userRef).toEqual({ $ref: '#/components/schemas/User' });
    expect(dtoRef).toEqual({ $ref: '#/components/schemas/UserDto' });
    expect(Object.keys(components)).toEqual([
      'Box_number',
      'Money',
      'Page_User',
      'Role',
      'Shapes',
      'Status',
      'Tree',
      'Unsendable',
      'User',
      'UserDto',
      'User_2',
    ]);
  });

  test('an interface: required members, optional and `| undefined` ones not, Date as date-time, JSDoc', () => {
    expect(components.User).toEqual({
      description: 'Someone who uses the app.',
      type: 'object',
      properties: {
        id: { type: 'string' },
        name: { type: 'string', description: 'Shown to other users.' },
        role: { $ref: '#/components/schemas/Role' },
        status: { $ref: '#/components/schemas/Status' },
        createdAt: { type: 'string', format: 'date-time' },
        nickname: { type: 'string' },
        bio: { type: 'string' },
        manager: { anyOf: [{ $ref: '#/components/schemas/User' }, { type: 'null' }] },
        admin: { type: 'boolean', deprecated: true },
      },
      required: ['id', 'name', 'role', 'status', 'createdAt', 'manager', 'admin'],
    });
    expect(components.Role).toEqual({ enum: ['admin', 'member'] });
    expect(components.Status).toEqual({ enum: ['active', 'banned'] });
  });

  test('a DTO class keeps data members only: no method, accessor, private, protected, static or function', () => {
    expect(components.UserDto).toEqual({
      type: 'object',
      // JSON leaves a function out: `either` may be missing, and is a string when it is there.
      properties: {
        name: { type: 'string' },
        email: { type: 'string' },
        age: { type: 'number' },
        either: { type: 'string' },
      },
      required: ['name', 'email'],
    });
  });

  test('a recursive type refers to itself', () => {
    expect(treeRef).toEqual({ $ref: '#/components/schemas/Tree' });
    expect(components.Tree).toEqual({
      type: 'object',
      properties: {
        value: { type: 'number' },
        children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } },
      },
      required: ['value', 'children'],
    });
  });

  test("a generic's instantiation is its own component, a toJSON() class its result", () => {
    expect(components.Page_User).toEqual({
      type: 'object',
      properties: { items: { type: 'array', items: { $ref: '#/components/schemas/User' } }, total: { type: 'number' } },
      required: ['items', 'total'],
    });
    expect(components.Box_number).toEqual({
      type: 'object',
      properties: { value: { type: 'number' } },
      required: ['value'],
    });
    expect(components.Money).toEqual({ type: 'string' });
  });
});

test("a member without JSDoc takes its base type's, as an editor shows it; Partial keeps each member's", () => {
  const source = compileSource(`
export interface Named {
  /** Shown to other users. */
  name: string;
  /** @deprecated use name */
  title?: string;
}
export interface Person extends Named { name: string; title?: string; age: number }
export class Member implements Named { name = ''; title?: string }
export interface Patch { person: Partial<Person> }
`);
  const documented = new JsonSchemaConverter(source.checker, { root: '/virtual', warnings: [] });
  for (const name of ['Person', 'Member', 'Patch']) documented.convert(source.typeOf(name), source.nodeOf(name));
  const schemas = documented.components() as Record<string, { properties: Record<string, unknown> }>;
  const name = { type: 'string', description: 'Shown to other users.' };
  const title = { type: 'string', deprecated: true };
  expect(schemas.Person?.properties).toEqual({ name, title, age: { type: 'number' } });
  expect(schemas.Member?.properties).toEqual({ name, title });
  expect(schemas.Patch?.properties.person).toEqual({
    type: 'object',
    properties: { name, title, age: { type: 'number' } },
  });
});

describe('shapes', () => {
  const shapes = components.Shapes as { properties: Record<string, JsonSchema> };

  test('tuples, records, index signatures, arrays with undefined elements, brands, literals', () => {
    expect(shapes.properties).toMatchObject({
      pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], minItems: 2, items: false },
      optionalTail: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], minItems: 1, items: false },
      rest: { type: 'array', prefixItems: [{ type: 'string' }], minItems: 1, items: { type: 'boolean' } },
      scores: { type: 'object', additionalProperties: { type: 'number' } },
      // The checker's order, as the contract's unions have it.
      maybe: { type: 'array', items: { type: ['null', 'string'] } },
      // JSON writes a function in an array as null.
      handlers: { type: 'array', items: { type: ['string', 'null'] } },
      price: { $ref: '#/components/schemas/Money' },
      id: { type: 'string' },
      literal: { const: 42 },
      mixed: { type: ['null', 'string', 'number'] },
      flag: { const: true },
      link: { type: 'string' },
      nested: {
        type: 'object',
        properties: {
          deep: { type: 'object', properties: { at: { type: 'string', format: 'date-time' } }, required: ['at'] },
        },
        required: ['deep'],
      },
      page: { $ref: '#/components/schemas/Page_User' },
      box: { $ref: '#/components/schemas/Box_number' },
      anything: {},
      // The reference keeps its final name beside the member's own description.
      owner: { $ref: '#/components/schemas/User', description: 'Who owns it.' },
      choice: { enum: [null, 'a', 'b'] },
      // Two types named User: the later declaration takes the suffix, as in the contract.
      billing: { $ref: '#/components/schemas/User_2' },
    });
    expect(shapes.properties.byIndex).toEqual({
      type: 'object',
      patternProperties: { '^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:e[+-][0-9]+)?$': { type: 'string' } },
    });
    expect(shapesWarnings).toBe(0);
  });

  test('a promise is unwrapped from a return type', () => {
    expect(usersSchema).toEqual({ type: 'array', items: { $ref: '#/components/schemas/User' } });
  });
});

describe('what JSON cannot carry', () => {
  test('bigint, Map and symbol warn as the printer does, each at its member; a function member is dropped', () => {
    expect(unsendableRef).toEqual({ $ref: '#/components/schemas/Unsendable' });
    expect(components.Unsendable).toEqual({
      type: 'object',
      properties: { big: { not: {} }, map: { type: 'object', maxProperties: 0 }, sym: { not: {} } },
      required: ['big', 'map', 'sym'],
    });
    const texts = warnings.slice(shapesWarnings).map((warning) => warning.text);
    expect(texts).toEqual([
      expect.stringMatching(/^@fw\/client: source\.ts:\d+:\d+ a bigint cannot be sent as JSON/),
      expect.stringMatching(/^@fw\/client: source\.ts:\d+:\d+ Map<string, number> is sent as \{\}/),
      expect.stringMatching(/^@fw\/client: source\.ts:\d+:\d+ a symbol cannot be sent as JSON/),
    ]);
  });

  test('a bare function warns and is never', () => {
    const local = compileSource('export declare const call: () => void;');
    const list: CodegenWarning[] = [];
    const fresh = new JsonSchemaConverter(local.checker, { root: '/virtual', warnings: list });
    expect(fresh.convert(local.typeOf('call'), local.nodeOf('call'))).toEqual({ not: {} });
    expect(list.map((warning) => warning.reason)).toEqual([expect.stringContaining('a function cannot be sent')]);
  });
});

describe('values against the schemas (Ajv 2020-12)', () => {
  const user = {
    id: 'u1',
    name: 'Ada',
    role: 'admin',
    status: 'active',
    createdAt: '2026-01-02T03:04:05.000Z',
    manager: null,
    admin: false,
  };

  test('a user as JSON carries it passes; a wrong enum, a missing key, a non-date fail', () => {
    const validate = compileSchema(userRef, components);
    expect(validate(user)).toBe(true);
    expect(validate({ ...user, nickname: 'A', manager: { ...user, id: 'u0' } })).toBe(true);
    expect(validate({ ...user, role: 'owner' })).toBe(false);
    const { name: _, ...nameless } = user;
    expect(validate(nameless)).toBe(false);
    expect(validate({ ...user, createdAt: 'yesterday' })).toBe(false);
    expect(validate({ ...user, manager: { id: 'u0' } })).toBe(false);
  });

  test('tuples, records and brands: sent values pass, others fail', () => {
    const validate = compileSchema(shapesRef, components);
    const shapes = {
      pair: ['a', 1],
      optionalTail: ['a'],
      rest: ['a', true, false],
      scores: { a: 1 },
      byIndex: { '1': 'one', '-2.5': 'x' },
      maybe: ['a', null],
      handlers: ['a', null],
      price: '1.00',
      id: 'u1',
      literal: 42,
      mixed: null,
      flag: true,
      link: 'https://example.com/',
      nested: { deep: { at: '2026-01-02T03:04:05Z' } },
      page: { items: [user], total: 1 },
      box: { value: 1 },
      anything: { any: 'thing' },
      owner: user,
      choice: null,
      billing: { plan: 'pro' },
    };
    expect(validate(shapes)).toBe(true);
    expect(validate({ ...shapes, pair: ['a', 1, 2] })).toBe(false);
    expect(validate({ ...shapes, optionalTail: [] })).toBe(false);
    expect(validate({ ...shapes, rest: ['a', 'b'] })).toBe(false);
    expect(validate({ ...shapes, scores: { a: 'x' } })).toBe(false);
    expect(validate({ ...shapes, byIndex: { one: 'x' } })).toBe(true);
    expect(validate({ ...shapes, byIndex: { '1': 2 } })).toBe(false);
    expect(validate({ ...shapes, literal: 41 })).toBe(false);
    expect(validate({ ...shapes, flag: false })).toBe(false);
    expect(validate({ ...shapes, choice: 'c' })).toBe(false);
    expect(validate({ ...shapes, billing: { plan: 1 } })).toBe(false);
    expect(validate({ ...shapes, page: { items: [{}], total: 1 } })).toBe(false);
  });

  test('a never member refuses every value', () => {
    const validate = compileSchema(unsendableRef, components);
    expect(validate({ big: '1', map: {} })).toBe(false);
  });
});

test('the schemas and components make a valid OpenAPI 3.1 document', async () => {
  const json = (schema: JsonSchema) => ({ description: 'OK', content: { 'application/json': { schema } } });
  await assertValidOpenApi({
    openapi: '3.1.1',
    info: { title: 'Shapes', version: '1.0.0' },
    paths: {
      '/users': { get: { responses: { '200': json(usersSchema) } } },
      '/shapes': { get: { responses: { '200': json(shapesRef) } } },
      '/unsendable': { get: { responses: { '200': json(unsendableRef) } } },
    },
    components: { schemas: components },
  });
});
