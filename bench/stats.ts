/** Median and 95th percentile of a sample (nearest rank), rounded to 0.01. */
export function summarize(values: readonly number[]): { median: number; p95: number; n: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  const round = (x: number): number => Math.round(x * 100) / 100;
  return { median: round(at(0.5)), p95: round(at(0.95)), n: sorted.length };
}
