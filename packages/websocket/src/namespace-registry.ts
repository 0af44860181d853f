import { PROVIDED_BY } from '@fw/core';
import { WEBSOCKET_PLUGIN_HINT } from './provided-by.ts';
import { normalizeGatewayPath } from './decorators/gateway.ts';
import type { ConnectionTable } from './runtime/connection-table.ts';

/**
 * Live connection counts per namespace (spec "`NamespaceRegistry`"), injectable into services and
 * controllers. A count rises on every open, before `@OnOpen` runs, and falls on every close, before
 * `@OnClose` runs, whoever closed the socket.
 *
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

  constructor(table: ConnectionTable) {
    this.#table = table;
  }

  /** Active connections in `namespace`, a gateway path normalised as `@Gateway` does (`'chat'` is `'/chat'`). */
  getCount(namespace: string): number {
    return this.#table.count(normalizeGatewayPath(namespace));
  }

  /** Namespaces with at least one active connection, in the order they first got one. */
  getNamespaces(): string[] {
    return this.#table.namespaces();
  }

  /** The sum over all namespaces. */
  getTotalConnections(): number {
    return this.#table.total;
  }
}
