import { describe, expect, it } from 'vitest';
import { DEFAULT_MENU_PARAMS } from '../../core/index';
import { queryParams } from './menusQuery';

const tuning = { lambda: 0, eta: 0.02, weights: { ...DEFAULT_MENU_PARAMS.weights } };

describe('queryParams', () => {
  it('passes the changed rules on over the defaults', () => {
    const params = queryParams({ taskId: 't', budget: 32, top: 8, tuning: { ...tuning, rules: { waitShare: 0.4 } } });
    expect(params.rules).toEqual({ ...DEFAULT_MENU_PARAMS.rules, waitShare: 0.4 });
    expect(queryParams({ taskId: 't', budget: 32, top: 8, tuning }).rules).toEqual(DEFAULT_MENU_PARAMS.rules);
  });

  it('refuses a bad rule with one line naming it', () => {
    expect(() =>
      queryParams({ taskId: 't', budget: 32, top: 8, tuning: { ...tuning, rules: { waitShare: 3 } } }),
    ).toThrow('rules.waitShare must be a number in [0, 1], got 3');
  });
});
