import { performance } from 'node:perf_hooks';
import type { Clock } from '../../core/ports';

/** Monotonic milliseconds from performance.now(). */
export const nodeClock: Clock = { now: () => performance.now() };
