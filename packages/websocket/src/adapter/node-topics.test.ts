import { expect, test } from 'bun:test';
import { TopicMap, type TopicMember } from './node-topics.ts';

function member(): TopicMember & { got: unknown[] } {
  const got: unknown[] = [];
  return { got, deliver: (data) => void got.push(data) };
}

test("Bun's topics: a publish skips `except`, reaches each member once, and counts what it sent", () => {
  const topics = new TopicMap();
  const [a, b, c] = [member(), member(), member()];
  topics.subscribe('t', a);
  topics.subscribe('t', a);
  topics.subscribe('t', b);
  topics.subscribe('u', c);
  expect(topics.publish('t', 'é', false, a)).toBe(2);
  expect(topics.publish('t', new Uint8Array(3), false)).toBe(3);
  expect([a.got, b.got, c.got]).toEqual([[new Uint8Array(3)], ['é', new Uint8Array(3)], []]);
  expect(topics.subscriberCount('t')).toBe(2);
  topics.unsubscribe('t', a);
  topics.unsubscribe('t', b);
  expect([topics.subscriberCount('t'), topics.publish('t', 'x', false)]).toEqual([0, 0]);
  expect(topics.publish('nobody', 'x', false)).toBe(0);
});
