import type { ClusterLink } from '../cluster/adapter.ts';
import type { TopicPublisher, WireMessage } from '../wire/transport.ts';

/**
 * What the plugin binds while the app runs, shared by `RoomManager`, `NamespaceRegistry` and every socket:
 * the server (undefined before `listen()` and after `stop()`) and the cluster link (null without one).
 */
export interface ServerSlot {
  server: (TopicPublisher & { readonly pendingWebSockets: number }) | undefined;
  cluster: ClusterLink | null;
}

/**
 * Hands a message this process just published to the other processes. Without a cluster adapter the
 * check of one pointer is all a broadcast pays.
 */
export function relay(slot: ServerSlot, topic: string, message: WireMessage): void {
  const cluster = slot.cluster;
  if (cluster !== null) cluster.publish(topic, message);
}
