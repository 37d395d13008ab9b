import { describe, expect, it } from 'vitest';
import { TransitionPrior } from '../state/transitionPrior';
import { RHO_PREDECESSOR } from './startFits';

/** A prior over tools 0 and 1 where 0 came first in `first` runs and 1 in `second`. */
function prior(first: number, second: number): TransitionPrior {
  const p = new TransitionPrior(2, first + second);
  for (let k = 0; k < first; k++) p.observe(0, 1);
  for (let k = 0; k < second; k++) p.observe(1, 0);
  return p;
}

describe('a predecessor by successful runs (startFits halves e_i after one)', () => {
  it('take ρ ≥ ln 3: first in two runs and never after, or five against one', () => {
    expect(RHO_PREDECESSOR).toBe(Math.log(3));
    expect(prior(2, 0).rho(0, 1)).toBeGreaterThanOrEqual(RHO_PREDECESSOR);
    expect(prior(1, 0).rho(0, 1)).toBeLessThan(RHO_PREDECESSOR);
    expect(prior(5, 1).rho(0, 1)).toBeGreaterThanOrEqual(RHO_PREDECESSOR);
    expect(prior(4, 1).rho(0, 1)).toBeLessThan(RHO_PREDECESSOR);
  });
});
