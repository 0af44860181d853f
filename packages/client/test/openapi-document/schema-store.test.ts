// The components a document reaches: the last closure is given again only while the store and the roots are the
// same; a record written or dropped since makes it again.
import { expect, test } from 'bun:test';
import { type SchemaRecord, SchemaStore } from '../../src/codegen/cache/schema-store.ts';

function recordOf(id: number, references: readonly number[]): SchemaRecord {
  return {
    id,
    label: `T${id}`,
    file: '/a.ts',
    position: id,
    argsText: '',
    text: ['{}'],
    references,
    unstable: false,
    warnings: [],
  };
}

const idsOf = (records: readonly SchemaRecord[]) => records.map((record) => record.id).sort();

test('the same roots on the same store: the same list, with the same records', () => {
  const store = new SchemaStore();
  store.write(recordOf(0, [1]));
  store.write(recordOf(1, []));
  const first = store.closure(new Set([0]));
  expect(idsOf(first)).toEqual([0, 1]);
  // The same ids in another set, in another order.
  expect(store.closure(new Set([0]))).toBe(first);
  expect(idsOf(store.closure(new Set([1, 0])))).toEqual([0, 1]);
});

test('a record written again with other references: the closure follows them', () => {
  const store = new SchemaStore();
  store.write(recordOf(0, [1]));
  store.write(recordOf(1, []));
  expect(idsOf(store.closure(new Set([0])))).toEqual([0, 1]);
  const edited = recordOf(1, [2]);
  store.write(edited);
  store.write(recordOf(2, []));
  const after = store.closure(new Set([0]));
  expect(idsOf(after)).toEqual([0, 1, 2]);
  expect(after).toContain(edited);
});

test('retain drops what the roots do not reach, and a closure after it does not give the dropped', () => {
  const store = new SchemaStore();
  store.write(recordOf(0, [1]));
  store.write(recordOf(1, []));
  store.write(recordOf(2, []));
  expect(idsOf(store.closure(new Set([0, 2])))).toEqual([0, 1, 2]);
  store.retain(new Set([0]));
  expect(store.read(2)).toBeUndefined();
  expect(idsOf(store.closure(new Set([0, 2])))).toEqual([0, 1]);
});
