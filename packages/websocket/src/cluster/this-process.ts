import { shouldCompress } from '../wire/compression.ts';
import type { ConnectionTable } from '../runtime/connection-table.ts';
import type { ServerSlot } from '../server-slot.ts';
import type { ClusterNode } from './adapter.ts';

/** This process for `WebSocketAdapter.join()`: the plugin's server slot and connection table. */
export function createClusterNode(
  slot: ServerSlot,
  table: ConnectionTable,
  namespaces: readonly string[],
  compress: boolean,
): ClusterNode {
  return {
    namespaces,
    deliver(topic, message) {
      // The server, not a socket: no sender here to leave out.
      slot.server?.publish(topic, message, shouldCompress(compress, message));
    },
    counts: () => table.countsOf(namespaces),
    onCountsChange: (listener) => table.onCountChange(listener),
  };
}
