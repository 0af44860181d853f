import { wsErrors } from './errors.ts';

/**
 * Rooms are runtime pub/sub topics scoped by namespace, so the same room name in two gateways is two
 * rooms (spec: "Namespaces are isolated: separate handlers and separate room scopes").
 *
 * @example
 * toRoomTopic('/chat', 'lobby'); // 'ns:/chat:room:lobby'
 */
export function toRoomTopic(namespace: string, room: string): string {
  // Checked for JavaScript callers: a list (socket.io's habit) would silently become the room "a,b".
  if (typeof room !== 'string') throw new TypeError(wsErrors.badRoom(room));
  return `ns:${namespace}:room:${room}`;
}
