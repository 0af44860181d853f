import { expect, test } from 'bun:test';
import { median, medianInterval } from './stats.ts';

test('median of odd and even counts', () => {
  expect([median([3, 1, 2]), median([4, 1, 3, 2])]).toEqual([2, 2.5]);
});

test('the 95% interval of a median is the 6th and 15th of twenty values, the 2nd and 9th of ten', () => {
  const twenty = Array.from({ length: 20 }, (_, index) => 20 - index); // 20..1, unsorted on purpose
  expect(medianInterval(twenty)).toEqual([6, 15]);
  expect(medianInterval(Array.from({ length: 10 }, (_, index) => index + 1))).toEqual([2, 9]);
});

test('too few values for the confidence give no interval', () => {
  expect(medianInterval([1, 2, 3, 4, 5])).toBeUndefined();
  expect(medianInterval([1, 2, 3, 4, 5, 6])).toEqual([1, 6]);
});
