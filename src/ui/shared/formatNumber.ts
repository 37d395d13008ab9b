/** A score or term for display: 3 significant decimals, a true minus sign, no "-0". */
export function formatScore(x: number): string {
  const rounded = Math.round(x * 1000) / 1000;
  if (rounded === 0) return '0';
  const text = Math.abs(rounded)
    .toFixed(3)
    .replace(/\.?0+$/, '');
  return rounded < 0 ? `−${text}` : text;
}

/** Milliseconds for the status bar: one decimal below 10 ms, whole above. */
export function formatMs(ms: number): string {
  return ms < 10 ? ms.toFixed(1) : Math.round(ms).toString();
}

/**
 * A whole number with thousands separators ("16,000"). Not `toLocaleString`: the page's first
 * Intl call loads ICU's locale data on the main thread, and the status bar's tool count made
 * that part of first open (bench/firstOpenCpu.ts measures first open's main-thread CPU).
 */
export function formatCount(n: number): string {
  const whole = Math.round(n);
  const digits = Math.abs(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `−${digits}` : digits;
}
