import { expect, test } from 'bun:test';
import { toBackoff } from './backoff.ts';

test('the delay doubles per attempt up to maxDelay, and jitter moves it either way by at most its share', () => {
  const middle = () => 0.5;
  expect([0, 1, 2, 3, 10].map((attempt) => toBackoff(attempt, {}, middle))).toEqual([1000, 2000, 4000, 5000, 5000]);
  expect(toBackoff(0, {}, () => 0)).toBe(500);
  expect(toBackoff(0, {}, () => 1)).toBe(1500);
  expect(toBackoff(1, { delay: 10, maxDelay: 15, jitter: 0 }, Math.random)).toBe(15);
});
