import { describe, expect, it } from 'vitest';
import type { MenuDiagnosis } from '../../../core/index';
import type { PlanView, RunsView } from '../../../worker/views/runs/runsViews';
import { agreementText } from './agreementText';

type Stats = RunsView['monteCarlo']['relevance'];

const diagnosis = (reaches: boolean): MenuDiagnosis => ({
  method: 'state-path',
  verdict: '',
  outcome: { reaches, target: 'shop.send', calls: reaches ? 3 : null, guessed: false },
  targets: [],
  missingBridges: [],
  blocked: [],
  inversions: [],
  crowding: [],
  schemaGaps: [],
});
const plan = (kind: 'plan' | 'fallback'): PlanView => ({
  planner: 'greedy',
  method: 'state-path',
  kind,
  steps: [],
  totals: { calls: 3, latencyMs: 0, costUsd: 0, successProbability: 1, utility: 1 },
  ...(kind === 'fallback' ? { code: 'no-producer' as const, reason: 'nothing produces rate_id' } : {}),
});
const stats = (successRate: number, meanCalls = 3): Stats => ({
  label: 'simulation',
  runs: 200,
  successRate,
  meanCalls,
  prematurePerRun: 0.25,
  wrongToolPerRun: 0.5,
  prematureRate: 0,
  wrongToolRate: 0,
  runsWithPremature: 0,
  costUsd: 0,
  latencyMs: 0,
});
const menu = (reaches: boolean) => ({ method: 'state-path' as const, diagnosis: diagnosis(reaches) });

describe('agreementText', () => {
  it('agrees when a reachable menu has a plan and every simulated run succeeds', () => {
    expect(agreementText(menu(true), plan('plan'), stats(1), 8)).toEqual({
      text: 'State-Path reaches shop.send in 3 calls; the greedy planner finds a plan and every simulated run succeeds.',
      agrees: true,
    });
  });

  it('says why a reachable menu still fails runs: the rate, the calls a run against the budget, bad calls', () => {
    const { text, agrees } = agreementText(menu(true), plan('plan'), stats(0.62, 8), 8);
    expect(agrees).toBe(false);
    expect(text).toBe(
      'State-Path reaches shop.send in 3 calls, but the simulated agent succeeds in 62.0 % of 200 runs (8.0 calls a run of at most 8: it runs out of its calls; 0.25 premature and 0.50 wrong-tool calls a run).',
    );
    expect(agreementText(menu(true), plan('plan'), stats(0.9, 4), 8).text).not.toContain('runs out');
  });

  it('names the planner’s fallback on a reachable menu', () => {
    expect(agreementText(menu(true), plan('fallback'), stats(1), 8).text).toBe(
      'State-Path reaches shop.send in 3 calls, but the greedy planner falls back (nothing produces rate_id).',
    );
  });

  it('agrees on an unreachable menu only when the planner falls back and no run succeeds', () => {
    expect(agreementText(menu(false), plan('fallback'), stats(0), 8)).toEqual({
      text: 'State-Path: the verdict says it cannot reach shop.send; the greedy planner falls back and the simulated agent succeeds in 0 % of 200 runs.',
      agrees: true,
    });
    expect(agreementText(menu(false), plan('plan'), stats(0.1), 8).agrees).toBe(false);
  });
});
