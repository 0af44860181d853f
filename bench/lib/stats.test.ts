import { expect, test } from 'bun:test';
import { median, medianInterval, pairedRatio, percentile, slope } from './stats.ts';

test('median of odd and even counts', () => {
  expect([median([3, 1, 2]), median([4, 1, 3, 2])]).toEqual([2, 2.5]);
});

test('a paired ratio is the median of the ratios per round, not the ratio of the medians', () => {
  // Per round 2, 2.5 and 1: the median is 2, while the medians (3 and 3) would give 1.
  expect(pairedRatio([2, 10, 3], [1, 4, 3])).toBe(2);
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

test('nearest-rank percentiles: p50 and p99 of 1..100 are 50 and 99, p100 the largest, none of nothing', () => {
  const values = Array.from({ length: 100 }, (_, index) => 100 - index);
  const picked = [percentile(values, 50), percentile(values, 99), percentile(values, 100), percentile([7], 99)];
  expect(picked).toEqual([50, 99, 100, 7]);
  expect(percentile([], 50)).toBeNaN();
});

test('the slope of a line, of a flat series, and of a single point', () => {
  expect(
    slope([
      { x: 0, y: 1 },
      { x: 1, y: 3 },
      { x: 2, y: 5 },
    ]),
  ).toBe(2);
  expect(
    slope([
      { x: 0, y: 4 },
      { x: 5, y: 4 },
      { x: 9, y: 4 },
    ]),
  ).toBe(0);
  expect(slope([{ x: 3, y: 9 }])).toBe(0);
  expect(
    slope([
      { x: 0, y: 0 },
      { x: 1, y: 2 },
      { x: 2, y: 1 },
      { x: 3, y: 3 },
    ]),
  ).toBeCloseTo(0.8, 10);
});
