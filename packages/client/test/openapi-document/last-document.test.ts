// The last document's skeleton (the document with each operation and body a hole) is made again only when what
// it is made from differs; the fillings are asked for every time.
import { expect, test } from 'bun:test';
import { LastDocument } from '../../src/codegen/emit/openapi/last-document.ts';
import { hole } from '../../src/codegen/json-schema/holes.ts';

function skeletonOf(paths: readonly string[], made: { count: number }): () => string {
  return () => {
    made.count++;
    return JSON.stringify(Object.fromEntries(paths.map((each, index) => [each, hole(`p${index}`)])));
  };
}

test('the same shape keeps the skeleton and fills it again; another shape makes it again', () => {
  const last = new LastDocument();
  const made = { count: 0 };
  const fill = (text: string) => (code: string) => `"${text}-${code}"`;
  expect(last.write(['/a', '/b'], skeletonOf(['/a', '/b'], made), fill('one'))).toBe('{"/a":"one-p0","/b":"one-p1"}');
  expect(last.write(['/a', '/b'], skeletonOf(['/a', '/b'], made), fill('two'))).toBe('{"/a":"two-p0","/b":"two-p1"}');
  expect(made.count).toBe(1);
  expect(last.write(['/a', '/c'], skeletonOf(['/a', '/c'], made), fill('two'))).toBe('{"/a":"two-p0","/c":"two-p1"}');
  expect(made.count).toBe(2);
  // A shorter shape whose items are the start of the last one is another shape.
  expect(last.write(['/a'], skeletonOf(['/a'], made), fill('two'))).toBe('{"/a":"two-p0"}');
  expect(made.count).toBe(3);
});
