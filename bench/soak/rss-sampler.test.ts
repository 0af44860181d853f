import { expect, test } from 'bun:test';
import { RssSampler, summarizeRss } from './rss-sampler.ts';

test('first, peak, last and the slope per minute, over all samples and over the second half', () => {
  // Warm-up from 50 to 80 MiB in the first minute, then flat at 80 for three minutes.
  const samples = [0, 30, 60, 90, 120, 150, 180, 210, 240].map((seconds) => ({
    seconds,
    rssMib: seconds <= 60 ? 50 + seconds / 2 : 80,
  }));
  const summary = summarizeRss(samples);
  expect([summary.samples, summary.firstMib, summary.peakMib, summary.lastMib]).toEqual([9, 50, 80, 80]);
  expect(summary.slopeMibPerMin).toBeGreaterThan(0);
  expect(summary.secondHalfSlopeMibPerMin).toBe(0);
});

test('a steady climb shows in both slopes', () => {
  const samples = Array.from({ length: 10 }, (_, index) => ({ seconds: index * 6, rssMib: 100 + index }));
  const summary = summarizeRss(samples);
  expect([summary.slopeMibPerMin, summary.secondHalfSlopeMibPerMin]).toEqual([10, 10]);
});

test('no samples is an error that says why', () => {
  expect(() => summarizeRss([])).toThrow('no RSS samples');
});

test("the sampler reads a live process's VmRSS at once and on its interval", async () => {
  const sampler = new RssSampler(process.pid, 10);
  while (sampler.samples.length < 3) await Bun.sleep(5);
  const samples = sampler.stop();
  expect(samples.length).toBeGreaterThan(2);
  expect(samples[0].seconds).toBeLessThan(samples[samples.length - 1].seconds);
  expect(samples.every((sample) => sample.rssMib > 1)).toBe(true);
});
