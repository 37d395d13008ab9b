import { describe, expect, it } from 'vitest';
import { catalogOf, tool } from '../testing/fixtures';
import { EMA_ALPHA, learnFromRuns } from './learnFromRuns';
import { DEFAULT_PROFILE } from './toolProfile';

describe('learning from runs (exponential moving averages)', () => {
  const catalog = catalogOf([
    tool('a.get', 'Get.', [], ['x'], { utility: { latency_ms: 100, cost_usd: 0.01, success_rate: 0.9, region: 'eu' } }),
    tool('b.put', 'Put.', ['x'], ['y']),
  ]);

  it('updates latency, cost and success exactly, in order, keeping other keys', () => {
    const {
      catalog: learned,
      changes,
      unmatched,
    } = learnFromRuns(catalog, [
      { toolId: 'a.get', latencyMs: 200, costUsd: 0.02, success: false },
      { toolId: 'a.get', latencyMs: 50, success: true },
      { toolId: 'nope', success: true },
    ]);
    expect(EMA_ALPHA).toBe(0.2);
    // 0.8·100 + 0.2·200 = 120, then 0.8·120 + 0.2·50 = 106.
    expect(changes).toEqual([
      {
        toolId: 'a.get',
        observations: 2,
        before: { latency_ms: 100, cost_usd: 0.01, success_rate: 0.9 },
        after: { latency_ms: 106, cost_usd: expect.closeTo(0.012, 12), success_rate: expect.closeTo(0.776, 12) },
      },
    ]);
    expect(learned.tools[0]?.utility).toMatchObject({ latency_ms: 106, region: 'eu' });
    expect(learned.tools[1]).toBe(catalog.tools[1]);
    expect(catalog.tools[0]?.utility?.latency_ms).toBe(100);
    expect(unmatched).toEqual(['nope']);
  });

  it('starts undeclared values from the documented defaults and honours a custom α', () => {
    const { changes } = learnFromRuns(catalog, [{ toolId: 'b.put', latencyMs: 1500, success: false }], 0.5);
    expect(changes[0]?.before).toEqual({
      latency_ms: DEFAULT_PROFILE.latencyMs,
      cost_usd: DEFAULT_PROFILE.costUsd,
      success_rate: DEFAULT_PROFILE.successRate,
    });
    expect(changes[0]?.after).toEqual({
      latency_ms: 0.5 * DEFAULT_PROFILE.latencyMs + 750,
      cost_usd: DEFAULT_PROFILE.costUsd,
      success_rate: 0.5 * DEFAULT_PROFILE.successRate,
    });
  });
});
