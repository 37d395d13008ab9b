import type { Clock } from '../../core/index';

/** Monotonic milliseconds from the browser's performance.now() (window or worker). */
export const performanceClock: Clock = { now: () => performance.now() };
