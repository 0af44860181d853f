import type { StandardSchemaV1 } from '@standard-schema/spec';
import { FwError, messages } from '../errors/catalogue.ts';

/** The base class `SchemaDto(schema)` returns: instances typed as the schema's output. */
export interface SchemaDtoClass<S extends StandardSchemaV1> {
  new (): StandardSchemaV1.InferOutput<S>;
  /** The schema, for code that validates by hand (nestjs-zod's `Dto.schema`). */
  readonly schema: S;
}

const schemas = new WeakMap<object, StandardSchemaV1>();

/**
 * A DTO class declared once from a Standard Schema (nestjs-zod's `createZodDto`): the handler's parameter is
 * the schema's output, the contract's body its input, and a request is validated as with `@Schema`.
 * @example
 * class CreateUserDto extends SchemaDto(z.object({ name: z.string(), age: z.coerce.number() })) {}
 * @Post() create(@Body() dto: CreateUserDto) { return dto.age; } // number; the client may send '42'
 */
export function SchemaDto<S extends StandardSchemaV1>(schema: S): SchemaDtoClass<S> {
  if (typeof (schema as Partial<StandardSchemaV1> | null)?.['~standard']?.validate !== 'function') {
    throw new FwError(messages.schemaDtoNotStandard(schema));
  }
  const base = class SchemaDto {};
  Object.defineProperty(base, 'schema', { value: schema, enumerable: true });
  schemas.set(base, schema);
  return base as unknown as SchemaDtoClass<S>;
}

/** The schema of a class that extends `SchemaDto(schema)`, at any depth; `undefined` for others. */
export function readSchemaDto(cls: object): StandardSchemaV1 | undefined {
  for (let current: object | null = cls; current !== null; current = Object.getPrototypeOf(current)) {
    const schema = schemas.get(current);
    if (schema) return schema;
  }
  return undefined;
}
