import { redundancy } from '../menu/redundancy';
import type { Rng } from '../util/prng';
import { SATISFIED } from '../state/stateFields';
import { attention, SIMULATION_LABEL, type AgentParams } from './agentModel';
import type { MenuProblem } from './menuProblem';
import { isCallable, supplyInto } from './planState';

/** What one simulated call was: progress (or a tool error on the way), premature, wrong near-duplicate, or off the path. */
export type SimCallKind = 'progress' | 'tool-error' | 'premature' | 'wrong-tool' | 'off-path';

export interface SimCall {
  /** Catalog index and 1-based slot. */
  tool: number;
  slot: number;
  kind: SimCallKind;
  ok: boolean;
}

export interface SimRun {
  label: typeof SIMULATION_LABEL;
  calls: SimCall[];
  success: boolean;
  costUsd: number;
  latencyMs: number;
}

/** Near-duplicate pairs of a menu (redundancy ≥ the agent's threshold), computed once per menu. */
export function nearDuplicates(p: MenuProblem, agent: AgentParams): { other: number; r: number }[][] {
  const n = p.tools.length;
  const out: { other: number; r: number }[][] = Array.from({ length: n }, () => []);
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const r = redundancy(p.index, p.tools[a] ?? 0, p.tools[b] ?? 0);
      if (r < agent.nearDuplicate) continue;
      out[a]?.push({ other: b, r });
      out[b]?.push({ other: a, r });
    }
  }
  return out;
}

/** Whether, for every missing input of tool i, some menu tool listed above i produces it. */
function producersAbove(p: MenuProblem, have: Float64Array, i: number): boolean {
  for (let node = p.reqOffset[i] ?? 0; node < (p.reqOffset[i + 1] ?? 0); node++) {
    if ((have[node] ?? 0) >= SATISFIED) continue;
    let above = false;
    for (let j = 0; j < i && !above; j++)
      above = (p.supplies[j] ?? []).some((s) => s.node === node && s.strength >= SATISFIED);
    if (!above) return false;
  }
  return true;
}

/** Whether the agent wants tool i now: a target not done, or a producer on the way of an input still missing. */
function wants(p: MenuProblem, have: Float64Array, done: Uint8Array, i: number): boolean {
  if (done[i] === 1) return false;
  if (p.targetMask[i] === 1) return true;
  if ((p.hops[i] ?? -1) < 0) return false;
  for (const s of p.supplies[i] ?? []) {
    if (s.strength >= SATISFIED && (have[s.node] ?? 0) < SATISFIED && (p.hops[p.nodeOwner[s.node] ?? 0] ?? -1) >= 0)
      return true;
  }
  return false;
}

/** One seeded run of the simulated agent on a compiled menu (see agentModel.ts for the model). */
export function simulateRun(
  p: MenuProblem,
  agent: AgentParams,
  rng: Rng,
  dups: { other: number; r: number }[][] = nearDuplicates(p, agent),
): SimRun {
  const n = p.tools.length;
  const have = p.s0.slice();
  const done = new Uint8Array(n);
  const blockedAt = new Int32Array(n).fill(-1);
  const weights = new Float64Array(n);
  const wanted = new Uint8Array(n);
  let version = 0;
  let targetsLeft = p.targets.length;
  const run: SimRun = { label: SIMULATION_LABEL, calls: [], success: false, costUsd: 0, latencyMs: 0 };
  while (targetsLeft > 0 && run.calls.length < agent.callBudget) {
    let open = false;
    for (let i = 0; i < n; i++) {
      wanted[i] = wants(p, have, done, i) && blockedAt[i] !== version ? 1 : 0;
      if (wanted[i]) open = true;
    }
    if (!open) break;
    let total = 0;
    for (let i = 0; i < n; i++) {
      let appeal = agent.distraction;
      if (wanted[i])
        appeal = isCallable(p, have, i, false)
          ? 1
          : agent.prematurePropensity * (producersAbove(p, have, i) ? agent.orderedShare : 1);
      else {
        let r = 0;
        for (const d of dups[i] ?? []) if (wanted[d.other] && d.r > r) r = d.r;
        if (r > 0) appeal = agent.wrongToolPropensity * r;
      }
      weights[i] = attention(agent, i + 1) * appeal;
      total += weights[i] ?? 0;
    }
    let pick = n - 1;
    for (let x = rng.next() * total, i = 0; i < n; i++) {
      x -= weights[i] ?? 0;
      if (x < 0) {
        pick = i;
        break;
      }
    }
    const profile = p.profiles[pick];
    run.costUsd += profile?.costUsd ?? 0;
    run.latencyMs += profile?.latencyMs ?? 0;
    const callable = isCallable(p, have, pick, false);
    const kind: SimCallKind = wanted[pick]
      ? callable
        ? 'progress'
        : 'premature'
      : (dups[pick] ?? []).some((d) => wanted[d.other])
        ? 'wrong-tool'
        : 'off-path';
    const ok = callable && rng.next() < (profile?.successRate ?? 0);
    run.calls.push({
      tool: p.tools[pick] ?? -1,
      slot: pick + 1,
      kind: kind === 'progress' && !ok ? 'tool-error' : kind,
      ok,
    });
    if (kind === 'premature') blockedAt[pick] = version;
    if (!ok) continue;
    if ((p.supplies[pick] ?? []).some((x) => x.strength > (have[x.node] ?? 0))) version++;
    supplyInto(p, have, pick);
    if (p.targetMask[pick] === 1 && done[pick] !== 1) targetsLeft--;
    done[pick] = 1;
  }
  run.success = targetsLeft === 0 && p.targets.length > 0 && p.absentTargets.length === 0;
  return run;
}
