/** The median; for an even count, the mean of the two middle values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median of the per-round ratios `numerators[i] / denominators[i]`: paired, so each round's load cancels. */
export function pairedRatio(numerators: readonly number[], denominators: readonly number[]): number {
  return median(numerators.map((value, round) => value / denominators[round]));
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

/** The nearest-rank percentile (`p` from 0 to 100): the smallest value with at least p% of values at or below it. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The least-squares slope of `y` over `x` (0 for fewer than two distinct x). */
export function slope(points: readonly { readonly x: number; readonly y: number }[]): number {
  const n = points.length;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const { x, y } of points) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}
