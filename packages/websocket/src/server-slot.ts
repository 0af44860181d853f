import type { ClusterLink } from './cluster/adapter.ts';
import type { TopicPublisher, WireMessage } from './wire/transport.ts';

/** The running server (undefined outside `listen()`…`stop()`) and cluster link, shared by every part. */
export interface ServerSlot {
  server: (TopicPublisher & { readonly pendingWebSockets: number }) | undefined;
  cluster: ClusterLink | null;
  /** From onInit to stop(): the app answers, so a send without a server (in-process `app.fetch()`) finds no socket. */
  answering?: boolean;
}

/** Hands a message just published to the other processes; without an adapter, one pointer check. */
export function relay(slot: ServerSlot, topic: string, message: WireMessage): void {
  const cluster = slot.cluster;
  if (cluster !== null) cluster.publish(topic, message);
}
