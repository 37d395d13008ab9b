import type { PlanResult } from '../../../core/index';
import type { PlanView, RunsMethod } from './runsViews';

/** A planner's plan (or its fallback decision with the reason) as a plain view. */
export function planView(result: PlanResult, method: RunsMethod): PlanView {
  const view: PlanView = {
    planner: result.planner,
    method,
    kind: result.kind,
    steps: result.steps.map((s) => ({
      toolId: s.toolId,
      slot: s.slot,
      effects: s.effects,
      consumes: s.consumes.map((c) => ({ field: c.field, from: c.from })),
      produces: [...s.produces],
      latencyMs: s.latencyMs,
      costUsd: s.costUsd,
      successRate: s.successRate,
      utility: s.utility,
    })),
    totals: { ...result.totals },
  };
  if (result.iterations !== undefined) view.iterations = result.iterations;
  if (result.kind === 'fallback') {
    view.decision = result.decision;
    view.code = result.code;
    view.reason = result.reason;
    if (result.field !== undefined) view.field = result.field;
  }
  return view;
}
