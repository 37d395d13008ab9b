import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEEDS } from '../testing/fuzzSeeds';
import { FUZZ_TARGETS, fuzzTextArbitrary, runFuzzCase } from '../testing/fuzzTargets';

describe('loaders and importers under fuzzing (fixed seed; npm run bench:fuzz runs ≥ 10,000 per target)', () => {
  for (const [name, target] of Object.entries(FUZZ_TARGETS)) {
    it(`${name}: a result or a located SourceError, never anything else`, () => {
      fc.assert(
        fc.property(fuzzTextArbitrary(FUZZ_SEEDS), (text) => {
          const { outcome, error } = runFuzzCase(target, text);
          if (outcome === 'defect') throw error instanceof Error ? error : new Error(String(error));
        }),
        { seed: 7, numRuns: 300 },
      );
    });
  }

  it('flags a plain exception and prototype pollution as defects (the check can fail)', () => {
    expect(
      runFuzzCase(() => {
        throw new TypeError('boom');
      }, '').outcome,
    ).toBe('defect');
    const proto = Object.prototype as Record<string, unknown>;
    proto.polluted = true;
    try {
      expect(runFuzzCase(() => 1, '').outcome).toBe('defect');
    } finally {
      delete proto.polluted;
    }
  });
});
