import { callUtility, informationGain } from './informationGain';
import type { MenuProblem } from './menuProblem';
import { applyCall, initialState, type PlanState } from './planState';
import type { FieldUse, PlanStep, PlanTotals } from './planTypes';
import type { UtilityWeights } from './utilityWeights';

const fieldName = (p: MenuProblem, node: number): string => p.index.vocab.names[p.nodeField[node] ?? -1] ?? '?';
const toolId = (p: MenuProblem, i: number): string => p.index.tools[p.tools[i] ?? -1]?.tool.id ?? '?';

/** Each input of tool i with its best source so far: s0, or the earlier call supplying it most strongly. */
function consumes(p: MenuProblem, earlier: readonly number[], i: number): FieldUse[] {
  const out: FieldUse[] = [];
  for (let node = p.reqOffset[i] ?? 0; node < (p.reqOffset[i + 1] ?? 0); node++) {
    let use: FieldUse = { field: fieldName(p, node), from: 's0', strength: p.s0[node] ?? 0 };
    for (const j of earlier) {
      const s = p.supplies[j]?.find((x) => x.node === node)?.strength ?? 0;
      if (s > use.strength) use = { field: use.field, from: toolId(p, j), strength: s };
    }
    out.push(use);
  }
  return out;
}

/** Fields tool i newly provides toward the targets in state s (a target: its outputs). */
function produces(p: MenuProblem, s: PlanState, i: number): string[] {
  if (p.targetMask[i] === 1)
    return [...new Set(p.index.tools[p.tools[i] ?? -1]?.outputs.map((o) => o.canonical) ?? [])];
  const names = new Set<string>();
  for (const x of p.open.supply[i] ?? [])
    if (x.strength > (s.known[x.open] ?? 0)) names.add(p.index.vocab.names[p.open.field[x.open] ?? -1] ?? '?');
  return [...names];
}

export const EMPTY_TOTALS: PlanTotals = { calls: 0, latencyMs: 0, costUsd: 0, successProbability: 1, utility: 0 };

/** Describes a call sequence (local indices) as plan steps with totals, and the state it ends in. */
export function describeSequence(
  p: MenuProblem,
  sequence: readonly number[],
  w: UtilityWeights,
): { steps: PlanStep[]; totals: PlanTotals; state: PlanState } {
  let state = initialState(p);
  const steps: PlanStep[] = [];
  const totals: PlanTotals = { ...EMPTY_TOTALS };
  sequence.forEach((i, k) => {
    const profile = p.profiles[i];
    if (!profile) return;
    const step: PlanStep = {
      tool: p.tools[i] ?? -1,
      toolId: toolId(p, i),
      slot: i + 1,
      effects: profile.effects,
      consumes: consumes(p, sequence.slice(0, k), i),
      produces: produces(p, state, i),
      latencyMs: profile.latencyMs,
      costUsd: profile.costUsd,
      successRate: profile.successRate,
      gain: informationGain(p, state, i),
      utility: callUtility(p, state, i, w),
    };
    steps.push(step);
    totals.calls++;
    totals.latencyMs += step.latencyMs;
    totals.costUsd += step.costUsd;
    totals.successProbability *= step.successRate;
    totals.utility += step.utility;
    state = applyCall(p, state, i);
  });
  return { steps, totals, state };
}

/** Fields known in a state: s0's fields, then the outputs of the calls made. */
export function knownFields(p: MenuProblem, s: PlanState): string[] {
  const names = new Set(p.state.fields.map((f) => f.name));
  s.called.forEach((c, i) => {
    if (c === 1) for (const o of p.index.tools[p.tools[i] ?? -1]?.outputs ?? []) names.add(o.canonical);
  });
  return [...names];
}
