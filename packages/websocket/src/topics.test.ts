import { expect, test } from 'bun:test';
import { toRoomTopic } from './topics.ts';

test('a room topic is scoped by namespace', () => {
  expect(toRoomTopic('/chat', 'lobby')).toBe('ns:/chat:room:lobby');
  expect(toRoomTopic('/games', 'lobby')).not.toBe(toRoomTopic('/chat', 'lobby'));
});
