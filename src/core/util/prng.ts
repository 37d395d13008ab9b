/**
 * Seeded pseudo-random numbers for the generator (src/generator) and the core's planners and
 * simulator. Everything they draw comes from here, so the same seed gives byte-identical
 * catalogs, tasks, trajectories and simulated runs.
 * mulberry32 (32-bit state): fast, small, good enough for sampling (not for cryptography).
 */

/** A stream of seeded random draws. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** One element, uniformly. Throws on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Shuffles in place (Fisher–Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[];
}

/** FNV-1a of a string (UTF-16 code units) with its offset basis mixed with a seed, unsigned 32-bit. */
export function fnv1a(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** FNV-1a hash of a string mixed with a seed, with a final avalanche, as an unsigned 32-bit integer. */
export function hashString(text: string, seed = 0): number {
  let h = fnv1a(text, seed);
  // Final avalanche so that nearby labels give unrelated streams.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return h >>> 0;
}

/** A mulberry32 stream for a 32-bit seed. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (p) => next() < p,
    shuffle: <T>(items: T[]): T[] => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = items[i] as T;
        items[i] = items[j] as T;
        items[j] = tmp;
      }
      return items;
    },
  };
}

/**
 * An independent stream for one labelled part of the output (a vendor, a task). Forking by
 * label keeps parts stable: adding a vendor does not reshuffle every task.
 */
export function forkRng(seed: number, label: string): Rng {
  return createRng(hashString(label, seed));
}
