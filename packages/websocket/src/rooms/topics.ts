import { wsErrors } from '../errors.ts';

/**
 * The runtime topic of a room in a namespace; a namespace holds no `:`, so no two pairs share a topic.
 * @example
 * toRoomTopic('/chat', 'lobby'); // 'ns:/chat:room:lobby'
 */
export function toRoomTopic(namespace: string, room: string): string {
  // Checked for JavaScript callers: a list (socket.io's habit) would silently become the room "a,b".
  if (typeof room !== 'string') throw new TypeError(wsErrors.badRoom(room));
  return `ns:${namespace}:room:${room}`;
}
