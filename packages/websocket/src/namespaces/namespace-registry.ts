import { PROVIDED_BY } from '@fw/core/plugin';
import { WEBSOCKET_PLUGIN_HINT } from '../errors.ts';
import type { NamespaceCounts } from '../cluster/adapter.ts';
import { normalizeGatewayPath } from '../decorators/gateway.ts';
import type { ConnectionTable } from '../runtime/connection-table.ts';
import type { ServerSlot } from '../server-slot.ts';

/**
 * Live connection counts per namespace, injectable; `getCluster*` answer for every process of the adapter.
 * @example
 * @Controller('/api/stats')
 * class StatsController {
 *   constructor(private readonly registry: NamespaceRegistry) {}
 *   @Get() stats() { return { chat: this.registry.getCount('/chat'), total: this.registry.getTotalConnections() }; }
 * }
 */
export class NamespaceRegistry {
  static readonly [PROVIDED_BY] = WEBSOCKET_PLUGIN_HINT;
  readonly #table: ConnectionTable;
  readonly #slot: ServerSlot;
  readonly #namespaces: readonly string[];

  constructor(table: ConnectionTable, slot: ServerSlot, namespaces: readonly string[]) {
    this.#table = table;
    this.#slot = slot;
    this.#namespaces = namespaces;
  }

  /** Active connections in `namespace`, a gateway path normalised as `@Gateway` does (`'chat'` is `'/chat'`). */
  getCount(namespace: string): number {
    return this.#table.count(normalizeGatewayPath(namespace));
  }

  /** Namespaces with at least one active connection, in the order they first got one. */
  getNamespaces(): string[] {
    return this.#table.namespaces();
  }

  getTotalConnections(): number {
    return this.#table.total;
  }

  /** Active connections in `namespace` over the whole cluster. Rejects while the adapter cannot reach it. */
  async getClusterCount(namespace: string): Promise<number> {
    return (await this.#clusterCounts())[normalizeGatewayPath(namespace)] ?? 0;
  }

  /** Namespaces with at least one active connection anywhere in the cluster: the app's gateway order, then others. */
  async getClusterNamespaces(): Promise<string[]> {
    const counts = await this.#clusterCounts();
    return Object.keys(counts).filter((namespace) => (counts[namespace] as number) > 0);
  }

  async getClusterTotalConnections(): Promise<number> {
    return Object.values(await this.#clusterCounts()).reduce((sum, count) => sum + count, 0);
  }

  #clusterCounts(): Promise<NamespaceCounts> {
    const cluster = this.#slot.cluster;
    return cluster === null ? Promise.resolve(this.#table.countsOf(this.#namespaces)) : cluster.counts();
  }
}
