import { expect, test } from 'bun:test';
import { MAX_TIMER, startAckTimer } from './ack-timer.ts';

test('a timeout past the timer limit is chained in steps, not clamped; Infinity schedules nothing', () => {
  const steps: number[] = [];
  let run = () => {};
  const schedule = (next: () => void, ms: number) => ((run = next), steps.push(ms));
  let expired = 0;
  startAckTimer(
    2 * MAX_TIMER + 5,
    () => expired++,
    schedule,
    () => {},
  );
  run();
  run();
  expect(steps).toEqual([MAX_TIMER, MAX_TIMER, 5]);
  expect(expired).toBe(0);
  run();
  expect(expired).toBe(1);
  steps.length = 0;
  startAckTimer(
    Number.POSITIVE_INFINITY,
    () => expired++,
    schedule,
    () => {},
  );
  expect(steps).toEqual([]);
});

test('a timeout that is not a positive number or Infinity is a TypeError naming the option', () => {
  for (const bad of [0, -1, Number.NaN, Number.NEGATIVE_INFINITY, '5' as unknown as number]) {
    expect(() => startAckTimer(bad, () => {})).toThrow(TypeError);
  }
  expect(() => startAckTimer(Number.NaN, () => {})).toThrow(
    "@fw/client: emitWithAck's timeout must be a positive number of milliseconds or Infinity, got NaN",
  );
});
