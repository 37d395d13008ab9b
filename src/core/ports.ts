/**
 * Interfaces to the platform. The core reaches time, storage and models only through these;
 * the adapters (src/adapters) implement them for the browser and Node, and tests use fakes.
 */

/** Milliseconds from an arbitrary origin (performance.now in the adapters). */
export interface Clock {
  now(): number;
}

/** A clock that never moves: deterministic timings (all 0) for tests and reproducible output. */
export const frozenClock: Clock = { now: () => 0 };
