import { expect, test } from 'bun:test';
import { toRoomTopic } from './topics.ts';

test('a room topic is scoped by namespace', () => {
  expect(toRoomTopic('/chat', 'lobby')).toBe('ns:/chat:room:lobby');
  expect(toRoomTopic('/games', 'lobby')).not.toBe(toRoomTopic('/chat', 'lobby'));
});

test('a room that is not one string is a TypeError, not the room "a,b"', () => {
  expect(() => toRoomTopic('/chat', ['a', 'b'] as unknown as string)).toThrow(
    `@fw/websocket: a room is named by one string, got ["a","b"]; socket.io's to([...]) and join([...]) take a list, fw's take one room: call them once per room.`,
  );
  expect(() => toRoomTopic('/chat', 7 as unknown as string)).toThrow(
    '@fw/websocket: a room is named by one string, got 7; pass its name.',
  );
});
