import type { StandardSchemaV1 } from '@standard-schema/spec';
import { readClassRecord, type SlotRecord } from '../../metadata/store.ts';
import { validate, type ValidationErrorFactory } from '../../validation/validate.ts';
import type { SlotTarget } from '../../errors/slot-target.ts';
import type { Extractor } from './extract.ts';
import { readSchemaDto } from '../../decorators/schema-dto.ts';

/** The `@Schema` of a declared type, when it is a class that has one (its own), else its `SchemaDto`'s. */
export function readSchemaOf(type: unknown): StandardSchemaV1 | undefined {
  return typeof type === 'function' ? (readClassRecord(type)?.schema ?? readSchemaDto(type)) : undefined;
}

/** The extractors with each `@Schema`-typed slot validated; `undefined` when none, so they stay synchronous. */
export function withSlotSchemas(
  extractors: readonly Extractor[],
  slots: readonly SlotRecord[],
  paramTypes: readonly unknown[] | undefined,
  toError: ValidationErrorFactory,
): Extractor[] | undefined {
  let validates = false;
  const wrapped = extractors.map((extract, index): Extractor => {
    const target = toTarget(slots[index] as SlotRecord);
    const schema = target === undefined ? undefined : readSchemaOf(paramTypes?.[index]);
    if (target === undefined || schema === undefined) return extract;
    validates = true;
    return (ctx) => validate(schema, extract(ctx), target, toError);
  });
  return validates ? wrapped : undefined;
}

function toTarget(slot: SlotRecord): SlotTarget | undefined {
  if (slot.kind === 'body') return slot.key === undefined ? undefined : { slot: 'body', key: slot.key };
  if (slot.kind !== 'query' && slot.kind !== 'param' && slot.kind !== 'header') return undefined;
  return { slot: slot.kind, key: slot.key };
}
