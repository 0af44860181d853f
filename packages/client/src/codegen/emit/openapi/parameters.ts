import ts from 'typescript';
import type { JsonSchemaConverter } from '../../json-schema/converter.ts';
import type { SlotShape, ValueShape } from '../../model.ts';
import { isDataMember } from '../../types/data-members.ts';
import type { ParameterObject, Schema } from './options.ts';

type Place = ParameterObject['in'];

/**
 * A slot's keys as parameters: named keys, then the members of whole objects, each name once.
 * @example
 * readParameters('query', leaf.query, converter, checker); // [{ name: 'page', in: 'query', required: false, ... }]
 */
export function readParameters(
  place: Place,
  slot: SlotShape,
  converter: JsonSchemaConverter,
  checker: ts.TypeChecker,
): ParameterObject[] {
  const found = new Map<string, ParameterObject>();
  const add = (name: string, required: boolean, schema: () => Schema): void => {
    const key = place === 'header' ? name.toLowerCase() : name;
    if (!found.has(key))
      found.set(key, { name: key, in: place, required: place === 'path' || required, schema: schema() });
  };
  for (const [name, value] of slot.keyed) add(name, !value.optional, () => toValueSchema(value, converter));
  for (const whole of slot.whole) {
    const type = whole.members ? checker.getNonNullableType(whole.type) : whole.type;
    for (const property of checker.getPropertiesOfType(type)) {
      if (!isDataMember(property, checker)) continue;
      const optional = whole.optional || (property.flags & ts.SymbolFlags.Optional) !== 0;
      add(property.name, !optional, () =>
        whole.asReceived
          ? { type: 'string' }
          : converter.convertUnion(membersOf(checker.getTypeOfSymbol(property)), whole.node),
      );
    }
  }
  return [...found.values()];
}

/** A value as declared: `| undefined` dropped where the key's optionality says it. */
export function toValueSchema(value: ValueShape, converter: JsonSchemaConverter): Schema {
  if (value.asReceived) return { type: 'string' };
  return value.members ? converter.convertUnion(value.members, value.node) : converter.convert(value.type, value.node);
}

function membersOf(type: ts.Type): readonly ts.Type[] {
  const members = type.isUnion() ? type.types : [type];
  const kept = members.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
  return kept.length > 0 ? kept : members;
}
