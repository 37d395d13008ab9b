import { describe, expect, it } from 'vitest';
import { membershipFitter, type Family, type Pool } from './membershipFit';

/**
 * Made-up pools of two features: feature 0 is relevance-like (the gold tool a little above the
 * others), feature 1 marks the tools `marked` says, per pool of 8 tools with the gold one first.
 */
function pools(marked: (pool: number, tool: number) => boolean): Family[] {
  const out: Pool[] = [];
  for (let k = 0; k < 24; k++) {
    const n = 8;
    const x = new Float32Array(n * 2);
    for (let l = 0; l < n; l++) {
      x[l * 2] = l === 0 ? 0.6 : 0.3 + 0.05 * ((k + l) % 5);
      x[l * 2 + 1] = marked(k, l) ? 1 : 0;
    }
    out.push({ x, n, gold: [0] });
  }
  return [{ family: 'made-up', pools: out }];
}

const fitter = membershipFitter({ features: 2, alpha: 20, tau: 0.25, secondStage: new Set(), fixed: new Map() });
const base = { weights: [2, 0], bias: -3, trainedOn: ['made-up'] };

describe('membership fit', () => {
  it('fitOnly fits the one weight and holds the others and the bias as given', () => {
    // Feature 1 marks the gold tool of every pool: its weight comes out positive.
    const model = fitter.fitOnly(
      pools((_, l) => l === 0),
      1,
      base,
    );
    expect(model.weights[0]).toBe(2);
    expect(model.bias).toBe(-3);
    expect(model.weights[1]).toBeGreaterThan(1);
  });

  it('fitOnly gives a feature that marks the wrong tools a negative weight', () => {
    const model = fitter.fitOnly(
      pools((_, l) => l === 1 || l === 2),
      1,
      base,
    );
    expect(model.weights[0]).toBe(2);
    expect(model.weights[1]).toBeLessThan(-0.5);
  });

  it('fit moves every weight, and the gold-marking feature comes out positive', () => {
    const model = fitter.fit(pools((_, l) => l === 0));
    expect(model.weights[1]).toBeGreaterThan(0);
    expect(model.weights[0]).not.toBe(2);
  });
});
