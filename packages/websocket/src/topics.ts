/**
 * Rooms are runtime pub/sub topics scoped by namespace, so the same room name in two gateways is two
 * rooms (spec: "Namespaces are isolated: separate handlers and separate room scopes").
 *
 * @example
 * toRoomTopic('/chat', 'lobby'); // 'ns:/chat:room:lobby'
 */
export function toRoomTopic(namespace: string, room: string): string {
  return `ns:${namespace}:room:${room}`;
}
