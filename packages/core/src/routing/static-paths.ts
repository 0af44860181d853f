import type { RouteEntry } from './route-table.ts';
import type { TableMethod } from '../http/methods.ts';

type Methods = ReadonlyMap<TableMethod, RouteEntry>;

// Up to this many static paths of one length are compared one by one; past it, a `Map` finds them.
const FEW = 8;

/**
 * Finds a static path's methods. A request's path is a fresh string, whose hash a `Map` lookup computes on every
 * request; `===` against the few static paths of its length costs less. An app with more keeps the `Map`.
 */
export function createStaticLookup(statics: ReadonlyMap<string, Methods>): (path: string) => Methods | undefined {
  const paths: string[][] = [];
  const entries: Methods[][] = [];
  for (const [path, methods] of statics) {
    (paths[path.length] ??= []).push(path);
    (entries[path.length] ??= []).push(methods);
  }
  if (paths.some((bucket) => bucket.length > FEW)) return (path) => statics.get(path);
  return (path) => {
    const bucket = paths[path.length];
    if (bucket === undefined) return undefined;
    for (let index = 0; index < bucket.length; index++) {
      if (bucket[index] === path) return entries[path.length]?.[index];
    }
    return undefined;
  };
}
