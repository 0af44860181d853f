import { wsErrors } from '../errors.ts';

/**
 * Rooms are runtime pub/sub topics scoped by namespace, so the same room name in two gateways is two
 * rooms (spec: "Namespaces are isolated: separate handlers and separate room scopes"). The one place the
 * rule lives: every join, leave, `to()`, `publish()` and `RoomManager` broadcast names its topic here, and
 * so would an adapter that carries rooms across processes. A namespace holds no `:` (`@Gateway` refuses
 * it), so the first `:` after `ns:` ends it and two (namespace, room) pairs never share a topic.
 *
 * @example
 * toRoomTopic('/chat', 'lobby'); // 'ns:/chat:room:lobby'
 */
export function toRoomTopic(namespace: string, room: string): string {
  // Checked for JavaScript callers: a list (socket.io's habit) would silently become the room "a,b".
  if (typeof room !== 'string') throw new TypeError(wsErrors.badRoom(room));
  return `ns:${namespace}:room:${room}`;
}
