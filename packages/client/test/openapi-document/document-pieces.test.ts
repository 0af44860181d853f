// The document's paths and schemas are written around kept texts as `JSON.stringify(document, null, 2)` would.
import { expect, test } from 'bun:test';
import { DocumentPieces, writeObject } from '../../src/codegen/emit/openapi/document-pieces.ts';

const asText = (value: unknown, depth: number) =>
  JSON.stringify(value, null, 2).replaceAll('\n', `\n${'  '.repeat(depth)}`);

/** `paths` as the document writes it at depth 1, each operation's text written by `JSON.stringify` at depth 3. */
function writePaths(paths: Record<string, Record<string, unknown>>): string {
  const out = new DocumentPieces();
  out.text('{\n  "paths": ');
  writeObject(out, Object.entries(paths), 1, (methods) =>
    writeObject(out, Object.entries(methods), 2, (operation) => out.value(asText(operation, 3))),
  );
  out.text('\n}');
  return out.end().join('');
}

test('paths with one and several methods, keys JSON escapes, empty objects: as JSON.stringify writes them', () => {
  const cases: Record<string, Record<string, unknown>>[] = [
    {},
    { '/users': { get: { operationId: 'list', tags: ['Users'] } } },
    {
      '/users/{id}': { get: { a: 1 }, put: { b: [1, { c: {} }] }, delete: {} },
      '/quote"d\\/é\u0001': { post: { x: 'y' } },
      '/empty': {},
    },
  ];
  for (const paths of cases) expect(writePaths(paths)).toBe(JSON.stringify({ paths }, null, 2));
});

test('the pieces alternate text and values, starting and ending with text', () => {
  const out = new DocumentPieces();
  writeObject(
    out,
    [
      ['A', '1'],
      ['B', '2'],
    ],
    2,
    (text) => out.value(text),
  );
  expect(out.end()).toEqual(['{\n      "A": ', '1', ',\n      "B": ', '2', '\n    }']);
});
