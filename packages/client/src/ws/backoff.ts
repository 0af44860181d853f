import type { ReconnectOptions } from './types.ts';

/**
 * The wait before reconnect `attempt` (0 first), jittered so clients dropped together do not return together.
 * @example
 * toBackoff(2, {}, () => 0.5); // 4000
 */
export function toBackoff(attempt: number, options: ReconnectOptions, random = Math.random): number {
  const { delay = 1000, maxDelay = 5000, jitter = 0.5 } = options;
  const base = Math.min(maxDelay, delay * 2 ** attempt);
  return base * (1 + jitter * (random() * 2 - 1));
}
