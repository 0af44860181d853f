import type { StandardSchemaV1 } from '@standard-schema/spec';
import { linkClassRecord, writeClassRecord } from '../metadata/store.ts';
import { isStage3Context, type DualClassDecorator } from './form.ts';
import { FwError, messages } from '../errors/catalogue.ts';

/**
 * Attaches a Standard Schema (zod 4, valibot 1, arktype) to a DTO class: a body of that class is validated.
 * @example
 * @Schema(z.object({ name: z.string(), email: z.email() }))
 * class CreateUserDto { name!: string; email!: string; }
 */
export function Schema(schema: StandardSchemaV1): DualClassDecorator {
  if (typeof (schema as Partial<StandardSchemaV1> | null)?.['~standard']?.validate !== 'function') {
    throw new FwError(messages.schemaNotStandard(schema));
  }
  return ((value: object, context?: unknown, index?: unknown) => {
    const stage3 = isStage3Context(context);
    // On a parameter or a method it would validate nothing, silently: the parameter's type carries the schema.
    if (stage3 ? context.kind !== 'class' : context !== undefined || index !== undefined) {
      const where = stage3 ? `a ${context.kind}` : typeof index === 'number' ? 'a parameter' : 'a member';
      throw new FwError(messages.schemaNotOnClass(where, String(stage3 ? context.name : context)));
    }
    const record = stage3 ? linkClassRecord(value, context.metadata) : writeClassRecord(value);
    record.schema = schema;
  }) as DualClassDecorator;
}
