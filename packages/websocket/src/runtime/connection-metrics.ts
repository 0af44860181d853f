import type { FwMeter } from '@fw/core/plugin';
import type { ConnectionTable } from './connection-table.ts';

/** `fw.websocket.connections` per namespace, read when the app's metric reader collects: nothing per socket. */
export function reportConnections(meter: FwMeter | undefined, table: ConnectionTable, namespaces: readonly string[]) {
  if (meter === undefined) return;
  const gauge = meter.createObservableUpDownCounter('fw.websocket.connections', {
    unit: '{connection}',
    description: 'Open WebSocket connections per gateway namespace.',
  });
  // Every declared namespace, 0 included: a namespace left out of a collection would keep its last count.
  gauge.addCallback((result) => {
    for (const namespace of namespaces) result.observe(table.count(namespace), { 'fw.websocket.namespace': namespace });
  });
}
