// The last document's frame (the document but its paths and schemas) is made again only when what it is made from
// differs; its text keeps the last one's equal start and end and joins only what lies between.
import { expect, test } from 'bun:test';
import { LastDocument } from '../../src/codegen/emit/openapi/last-document.ts';
import { hole } from '../../src/codegen/json-schema/holes.ts';

function frameOf(title: string, made: { count: number }): () => string {
  return () => {
    made.count++;
    return JSON.stringify({ title, paths: hole('p'), schemas: hole('s') });
  };
}

test('the same shape keeps the frame; another shape makes it again', () => {
  const last = new LastDocument();
  const made = { count: 0 };
  const frame = last.frame(['A', 'users'], frameOf('A', made));
  expect(frame).toEqual(['{"title":"A","paths":', 'p', ',"schemas":', 's', '}']);
  expect(last.frame(['A', 'users'], frameOf('A', made))).toBe(frame);
  expect(made.count).toBe(1);
  expect(last.frame(['B', 'users'], frameOf('B', made))[0]).toBe('{"title":"B","paths":');
  expect(made.count).toBe(2);
  // A shorter shape whose items are the start of the last one is another shape.
  last.frame(['B'], frameOf('B', made));
  expect(made.count).toBe(3);
});

test('each text is its pieces joined, whichever pieces changed, moved, came or went', () => {
  const last = new LastDocument();
  const texts: string[][] = [
    ['{', 'one', ',', 'two', ',', 'three', '}'],
    ['{', 'one', ',', 'TWO', ',', 'three', '}'],
    ['{', 'one', ',', 'TWO', ',', 'four', ',', 'three', '}'],
    ['{', 'three', ',', 'TWO', ',', 'four', ',', 'one', '}'],
    ['{', 'one', '}'],
    ['{', 'one', ',', 'one', '}'],
    ['{}'],
    ['{', 'one', ',', 'two', ',', 'three', '}'],
  ];
  for (const pieces of texts) expect(last.write(pieces)).toBe(pieces.join(''));
});
