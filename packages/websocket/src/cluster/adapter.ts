import type { WireMessage } from '../wire/transport.ts';

/** Open connections per namespace (gateway path). */
export type NamespaceCounts = Readonly<Record<string, number>>;

/** This process as an adapter sees it: handed to `WebSocketAdapter.join()` when the app starts. */
export interface ClusterNode {
  readonly namespaces: readonly string[];
  /** Hands another process's message to every local subscriber of `topic`; dropped while not running. */
  deliver(topic: string, message: WireMessage): void;
  counts(): NamespaceCounts;
  onCountsChange(listener: () => void): void;
}

/** A process's place in a cluster, from `WebSocketAdapter.join()`; alive from the app's start to its stop. */
export interface ClusterLink {
  /** Carries a message to `topic` on every other process, at most once; never throws (dropped while down). */
  publish(topic: string, message: WireMessage): void;
  counts(): Promise<NamespaceCounts>;
  /** Leaves the cluster at `app.stop()`, withdrawing this process's counts. */
  leave(): Promise<void>;
}

/**
 * How rooms and counts reach beyond one process (the `adapter` option); README, "Beyond one process".
 * @example
 * const logging: WebSocketAdapter = { name: 'logging', async join(node) {
 *   return { publish: (topic) => console.log(topic), counts: async () => node.counts(), leave: async () => {} };
 * } };
 */
export interface WebSocketAdapter {
  readonly name: string;
  /** Joins before the server listens (a rejection fails `listen()`); `null` when alone, at no cost. */
  join(node: ClusterNode): Promise<ClusterLink | null>;
}
