/** The median; for an even count, the mean of the two middle values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A distribution-free confidence interval for the median: the k-th smallest and k-th largest values,
 * with k the largest rank at which fewer than k of n values fall below the true median with probability
 * at most (1 − confidence) / 2 (binomial with p = ½). It shows how far a median of pair ratios can move
 * from run to run: a figure whose interval straddles a target is at the line, not over or under it.
 * Twenty values at 95% give the 6th and 15th. Fewer than six values at 95% give no interval (`undefined`).
 */
export function medianInterval(values: readonly number[], confidence = 0.95): [number, number] | undefined {
  const n = values.length;
  const tail = (1 - confidence) / 2;
  let below = 0; // P(X ≤ k − 1) for X ~ Binomial(n, ½)
  let choose = 1; // C(n, k − 1)
  let k = 0;
  while (k < n) {
    const next = below + choose / 2 ** n;
    if (next > tail) break;
    below = next;
    choose = (choose * (n - k)) / (k + 1);
    k++;
  }
  if (k === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return [sorted[k - 1], sorted[n - k]];
}

export function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}
