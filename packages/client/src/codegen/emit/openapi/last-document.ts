import type { OperationPiece } from '../../cache/operation-record.ts';
import type { SchemaRecord } from '../../cache/schema-store.ts';
import { nameComponents } from '../../json-schema/components.ts';
import { splitValueHoles } from '../../json-schema/holes.ts';
import type { RouteShape } from '../../model.ts';

/** A route of the document with its operation's piece. */
export interface DocumentRoute {
  readonly route: RouteShape;
  readonly piece: OperationPiece;
}

/**
 * What the last document of a generator was assembled from, so that the next one redoes only what differs: the
 * routes' order, the components' names, each piece's filled text, and the text itself (spliced where it changed).
 * @example
 * const last = new LastDocument();
 * printOpenApiDocument(parts, options, last); // whole
 * printOpenApiDocument(partsAfterAnEdit, options, last); // the previous text with the edited operations spliced in
 */
export class LastDocument {
  /** The routes' paths and methods in scan order, and the order that sorts them. */
  #keys: readonly string[] = [];
  #order: readonly number[] = [];
  #records: readonly SchemaRecord[] = [];
  #names = new Map<number, string>();
  /** Each piece's (or body's) filled text, valid while the names are the ones it was filled with. */
  #fillings = new WeakMap<object, { readonly id: string; readonly text: string }>();
  /** What the last frame was made from (see `frame`), and that frame split at its holes. */
  #shape: readonly string[] = [];
  #frame: readonly string[] = [];
  /** The last text, as the text between its holes and each hole's filling, in turn. */
  #pieces: readonly string[] = [];
  #text = '';

  /** The routes sorted by path then method; the last order is reused while they come in the same order. */
  sort(routes: readonly DocumentRoute[]): DocumentRoute[] {
    const keys: string[] = [];
    for (const { route } of routes) keys.push(route.path, route.method);
    if (!sameList(keys, this.#keys)) {
      const order = routes.map((_, index) => index);
      order.sort((a, b) => {
        const left = routes[a]?.route as RouteShape;
        const right = routes[b]?.route as RouteShape;
        return compare(left.path, right.path) || compare(left.method, right.method);
      });
      this.#keys = keys;
      this.#order = order;
    }
    return this.#order.map((index) => routes[index] as DocumentRoute);
  }

  /** Each component's name (`nameComponents`); kept fillings go when one differs (fw's validation body's follows). */
  name(records: readonly SchemaRecord[]): ReadonlyMap<number, string> {
    if (sameList(records, this.#records)) return this.#names;
    const names = nameComponents(records);
    if (!sameMap(names, this.#names)) this.#fillings = new WeakMap();
    this.#records = records;
    this.#names = names;
    return names;
  }

  /** The filled text of `key` (a piece or a body) with `id`, kept while the names are those of its last filling. */
  filling(key: object, id: string, fill: () => string): string {
    const kept = this.#fillings.get(key);
    if (kept?.id === id) return kept.text;
    const text = fill();
    this.#fillings.set(key, { id, text });
    return text;
  }

  /** The document's frame split at its holes (`splitValueHoles`), made again only when `shape` differs. */
  frame(shape: readonly string[], make: () => string): readonly string[] {
    if (!sameList(shape, this.#shape)) {
      this.#frame = splitValueHoles(make());
      this.#shape = shape;
    }
    return this.#frame;
  }

  /**
   * The document's text from its pieces (text, a value, text, ...). The last text is kept where its start and its
   * end are the same pieces as this one's: only what lies between is joined again.
   */
  write(pieces: readonly string[]): string {
    const last = this.#pieces;
    const shorter = Math.min(pieces.length, last.length);
    let start = 0;
    let head = 0;
    while (start < shorter && pieces[start] === last[start]) head += (pieces[start++] as string).length;
    let end = 0;
    let tail = 0;
    while (end < shorter - start && pieces[pieces.length - 1 - end] === last[last.length - 1 - end])
      tail += (pieces[pieces.length - 1 - end++] as string).length;
    const middle = pieces.slice(start, pieces.length - end).join('');
    this.#text = this.#text.slice(0, head) + middle + this.#text.slice(this.#text.length - tail);
    this.#pieces = pieces;
    return this.#text;
  }
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

function sameMap<K, V>(a: ReadonlyMap<K, V>, b: ReadonlyMap<K, V>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
