import { callUtility, initialState, type MenuProblem } from '../../../core/index';
import type { ToolCostView } from './runsViews';

/** Each menu tool's profile (latency, price, success rate, effects) and U of calling it from s0. */
export function costsView(p: MenuProblem): ToolCostView[] {
  const s0 = initialState(p);
  return p.tools.map((t, i) => {
    const profile = p.profiles[i];
    return {
      slot: i + 1,
      toolId: p.index.tools[t]?.tool.id ?? '?',
      latencyMs: profile?.latencyMs ?? 0,
      costUsd: profile?.costUsd ?? 0,
      successRate: profile?.successRate ?? 0,
      effects: profile?.effects ?? 'read',
      defaulted: [...(profile?.defaulted ?? [])],
      utilityAtStart: callUtility(p, s0, i, p.weights),
    };
  });
}
