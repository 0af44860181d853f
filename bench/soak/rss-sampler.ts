import { round, slope } from '../lib/stats.ts';
import { readMemory } from './proc-status.ts';

export interface RssSample {
  /** Seconds since the sampler started. */
  readonly seconds: number;
  readonly rssMib: number;
}

/** What a series of samples says: where memory started, its peak, where it ended, and its trend. */
export interface RssSummary {
  readonly samples: number;
  readonly firstMib: number;
  readonly peakMib: number;
  readonly lastMib: number;
  /** Least-squares slope over every sample. */
  readonly slopeMibPerMin: number;
  /** The same over the second half only, after warm-up (JIT, buffer pools) has settled. */
  readonly secondHalfSlopeMibPerMin: number;
}

/** Samples a process's VmRSS every `intervalMs` until `stop()` (or until the process is gone). */
export class RssSampler {
  readonly #pid: number;
  readonly #started = performance.now();
  readonly #samples: RssSample[] = [];
  readonly #timer: Timer;

  constructor(pid: number, intervalMs = 1000) {
    this.#pid = pid;
    this.sample();
    this.#timer = setInterval(() => this.sample(), intervalMs);
  }

  /** Takes one sample now (also called by the timer); returns it, or `undefined` once the process is gone. */
  sample(): RssSample | undefined {
    const memory = readMemory(this.#pid);
    if (memory === undefined) return undefined;
    const sample = { seconds: (performance.now() - this.#started) / 1000, rssMib: memory.rssMib };
    this.#samples.push(sample);
    return sample;
  }

  get samples(): readonly RssSample[] {
    return [...this.#samples];
  }

  /** Stops sampling; returns every sample. */
  stop(): readonly RssSample[] {
    clearInterval(this.#timer);
    return this.samples;
  }
}

export function summarizeRss(samples: readonly RssSample[]): RssSummary {
  if (samples.length === 0) throw new Error('no RSS samples: the server was gone before the first one');
  const perMinute = (part: readonly RssSample[]) =>
    round(slope(part.map((sample) => ({ x: sample.seconds / 60, y: sample.rssMib }))), 2);
  return {
    samples: samples.length,
    firstMib: round(samples[0].rssMib, 1),
    peakMib: round(Math.max(...samples.map((sample) => sample.rssMib)), 1),
    lastMib: round(samples[samples.length - 1].rssMib, 1),
    slopeMibPerMin: perMinute(samples),
    secondHalfSlopeMibPerMin: perMinute(samples.slice(Math.floor(samples.length / 2))),
  };
}
