import type { StandardSchemaV1 } from '@standard-schema/spec';
import { linkClassRecord, writeClassRecord } from '../metadata/store.ts';
import { isStage3Context, type DualClassDecorator } from './form.ts';

/**
 * Attaches a Standard Schema (zod 4, valibot 1, arktype) to a DTO class: a body of that class is validated.
 * @example
 * @Schema(z.object({ name: z.string(), email: z.email() }))
 * class CreateUserDto { name!: string; email!: string; }
 */
export function Schema(schema: StandardSchemaV1): DualClassDecorator {
  return ((value: object, context?: unknown) => {
    const record = isStage3Context(context) ? linkClassRecord(value, context.metadata) : writeClassRecord(value);
    record.schema = schema;
  }) as DualClassDecorator;
}
