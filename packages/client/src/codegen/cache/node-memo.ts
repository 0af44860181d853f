import type ts from 'typescript';
import type { CodegenWarning } from '../model.ts';
import type { ReplayOrder } from './replay-order.ts';

/** A step's result with what it warned and printed: replayed on a hit. */
export interface MemoRecord<V> {
  readonly value: V;
  readonly warnings: readonly CodegenWarning[];
  readonly aliases: readonly number[];
  readonly unstable: boolean;
}

/** Records to replay as one: how many, whether any is unstable, their warnings in turn and their aliases once. */
export interface JoinedRecords {
  readonly count: number;
  readonly unstable: boolean;
  readonly warnings: readonly CodegenWarning[];
  readonly aliases: readonly number[];
}

/**
 * Joins records that are always replayed together (a controller's), so a replay walks them once, not each time.
 * @example
 * memo.replayJoined(joinRecords(records), context); // as memo.replay(records, context)
 */
export function joinRecords(records: readonly MemoRecord<unknown>[]): JoinedRecords {
  const aliases = new Set<number>();
  const warnings: CodegenWarning[] = [];
  for (const record of records) {
    warnings.push(...record.warnings);
    for (const id of record.aliases) aliases.add(id);
  }
  const unstable = records.some((record) => record.unstable);
  return { count: records.length, unstable, warnings, aliases: [...aliases] };
}

/** What a memo reads of a scanning step's context (the scan's ScanContext has it). */
export interface MemoContext {
  readonly order: ReplayOrder;
  readonly warnings: CodegenWarning[];
  /** The type printer's log of alias references, and its count of unstable prints. */
  readonly printer: {
    readonly unstablePrints: number;
    mark(): number;
    referencedSince(mark: number): number[];
    use(ids: readonly number[]): void;
  };
}

/**
 * A step's result per syntax node and key, with its warnings and alias references, replayed on a hit.
 * @example
 * const leaves = new NodeMemo<string>();
 * leaves.read(decorator, '/api/users', context, () => printLeaf(...));
 */
export class NodeMemo<V> {
  readonly #files = new Map<ts.SourceFile, Map<ts.Node, Map<string, MemoRecord<V>>>>();
  /** Each file's records' aliases, made when asked and dropped when the file gets a record. */
  readonly #fileAliases = new Map<ts.SourceFile, readonly number[]>();
  #hits = 0;

  /** Records replayed since the last `retain()`. */
  get hits(): number {
    return this.#hits;
  }

  /** `reusable` may refuse a record its key cannot tell apart (what another file gave it): it is read again. */
  read(node: ts.Node, key: string, context: MemoContext, compute: () => V, reusable?: (value: V) => boolean): V {
    const file = node.getSourceFile();
    const cached = this.#files.get(file)?.get(node)?.get(key);
    if (cached && (!reusable || reusable(cached.value))) {
      this.#replay(cached, context);
      return cached.value;
    }
    const firstWarning = context.warnings.length;
    const mark = context.printer.mark();
    const unstableBefore = context.printer.unstablePrints;
    const value = compute();
    const unstable = context.printer.unstablePrints > unstableBefore;
    context.order.computed(unstable);
    const warnings = context.warnings.slice(firstWarning);
    const record = { value, warnings, aliases: context.printer.referencedSince(mark), unstable };
    this.#fileAliases.delete(file);
    let nodes = this.#files.get(file);
    if (!nodes) this.#files.set(file, (nodes = new Map()));
    let keys = nodes.get(node);
    if (!keys) nodes.set(node, (keys = new Map()));
    keys.set(key, record);
    return value;
  }

  /** The record kept for `node` and `key`: a caller that keeps a group of them can `replay` them as one. */
  peek(node: ts.Node, key: string): MemoRecord<V> | undefined {
    return this.#files.get(node.getSourceFile())?.get(node)?.get(key);
  }

  /** Replays records, in order, as `read` does on a hit: for a group whose records the caller knows current. */
  replay(records: readonly MemoRecord<V>[], context: MemoContext): void {
    for (const record of records) this.#replay(record, context);
  }

  /** Replays joined records: what `replay` does with each of them. */
  replayJoined(joined: JoinedRecords, context: MemoContext): void {
    if (joined.count === 0) return;
    this.#hits += joined.count;
    context.order.replayed(joined.unstable);
    if (joined.warnings.length > 0) context.warnings.push(...joined.warnings);
    if (joined.aliases.length > 0) context.printer.use(joined.aliases);
  }

  #replay(record: MemoRecord<V>, context: MemoContext): void {
    this.#hits++;
    context.order.replayed(record.unstable);
    if (record.warnings.length > 0) context.warnings.push(...record.warnings);
    if (record.aliases.length > 0) context.printer.use(record.aliases);
  }

  /** The aliases every kept record refers to. */
  references(): Set<number> {
    const ids = new Set<number>();
    for (const [file, nodes] of this.#files) {
      let aliases = this.#fileAliases.get(file);
      if (!aliases) this.#fileAliases.set(file, (aliases = readAliases(nodes)));
      for (const id of aliases) ids.add(id);
    }
    return ids;
  }

  /** Forgets what was read from files that changed, directly or through what they import. */
  retain(isFresh: (file: ts.SourceFile) => boolean): void {
    this.#hits = 0;
    for (const file of this.#files.keys()) {
      if (!isFresh(file)) {
        this.#files.delete(file);
        this.#fileAliases.delete(file);
      }
    }
  }
}

function readAliases<V>(nodes: ReadonlyMap<ts.Node, ReadonlyMap<string, MemoRecord<V>>>): number[] {
  const ids = new Set<number>();
  for (const keys of nodes.values()) for (const record of keys.values()) for (const id of record.aliases) ids.add(id);
  return [...ids];
}
