import type { WireMessage } from '../wire/transport.ts';

/** Open connections per namespace (gateway path). */
export type NamespaceCounts = Readonly<Record<string, number>>;

/** This process as an adapter sees it: handed to `WebSocketAdapter.join()` when the app starts. */
export interface ClusterNode {
  /** The app's gateway paths, in declaration order. */
  readonly namespaces: readonly string[];
  /**
   * Hands a message another process published to `topic` to this process's subscribers of it, all of
   * them: the sender lives elsewhere. Dropped while the server is not running.
   */
  deliver(topic: string, message: WireMessage): void;
  /** This process's open connections, one entry per gateway path (0 included). */
  counts(): NamespaceCounts;
  /** Calls `listener` after every open and close in this process. */
  onCountsChange(listener: () => void): void;
}

/** A process's place in a cluster, from `WebSocketAdapter.join()`; alive from the app's start to its stop. */
export interface ClusterLink {
  /**
   * Carries one message published in this process to the subscribers of `topic` on every other
   * process, at most once. Never throws: while the transport is down the message is dropped.
   */
  publish(topic: string, message: WireMessage): void;
  /** Open connections per namespace over every live process, this one included. */
  counts(): Promise<NamespaceCounts>;
  /** Leaves the cluster at `app.stop()`: this process's counts are withdrawn and its connections closed. */
  leave(): Promise<void>;
}

/**
 * How rooms and connection counts reach beyond one process: the `adapter` option of
 * `WebSocketPlugin.create()`. The default keeps everything in the process, where a broadcast is one
 * native publish; `RedisAdapter` joins every process that uses the same Redis. Another transport
 * (NATS, Valkey) implements this interface; gateways do not change.
 *
 * @example
 * const logging: WebSocketAdapter = {
 *   name: 'logging',
 *   async join(node) {
 *     return { publish: (topic) => console.log(topic), counts: async () => node.counts(), leave: async () => {} };
 *   },
 * };
 */
export interface WebSocketAdapter {
  /** Shown in error messages. */
  readonly name: string;
  /**
   * Joins the cluster when the app starts (before the server listens), once per app; a rejection fails
   * `listen()`. Resolves to `null` when this process is the whole cluster: broadcasts then cost nothing more.
   */
  join(node: ClusterNode): Promise<ClusterLink | null>;
}
