import { expect, test } from 'bun:test';
import type { TableMethod } from '../http/methods.ts';
import type { RouteEntry } from './route-table.ts';
import { createStaticLookup } from './static-paths.ts';

const methodsFor = (path: string) => new Map<TableMethod, RouteEntry>([['GET', new Response(path)]]);
const lookupOver = (paths: readonly string[]) => createStaticLookup(new Map(paths.map((p) => [p, methodsFor(p)])));
// A fresh string, as a request's path is, not the literal the table was built from.
const fresh = (path: string) => `x${path}`.slice(1);

for (const count of [3, 12]) {
  test(`each of ${count} static paths of one length finds its own methods; any other path none`, async () => {
    const paths = Array.from({ length: count }, (_, index) => `/p${String(index).padStart(2, '0')}`);
    const find = lookupOver([...paths, '/', '/longer/path']);
    for (const path of [...paths, '/', '/longer/path']) {
      const entry = find(fresh(path))?.get('GET') as Response;
      expect(await entry.clone().text()).toBe(path);
    }
    for (const path of ['/p99', '/P00', '/p0', '', '/longer/patH']) expect(find(fresh(path))).toBeUndefined();
  });
}
