import { simulateRun, type AgentParams, type MenuProblem, type runRng } from '../../../core/index';
import type { RunsMethod, SimOutcomeView, SimRunView, SimStepView } from './runsViews';

/** Why a run that did not reach its targets stopped. */
function stuckReason(p: MenuProblem, calls: number, agent: AgentParams): string {
  const absent = p.absentTargets.map((t) => p.index.tools[t]?.tool.id ?? '?');
  if (p.targets.length === 0 && absent.length === 0) return 'no target to reach';
  if (absent.length > 0)
    return absent.length === 1
      ? `the target ${absent[0]} is not on the menu`
      : `the targets ${absent.join(', ')} are not on the menu`;
  if (calls >= agent.callBudget) return `ran out of calls (${agent.callBudget}) before the target`;
  return 'stuck: nothing on the menu leads on to the target';
}

/**
 * One seeded run of the simulated agent on a compiled menu, replayed call by call with the
 * fields each successful call newly makes known (s0 first, then the callers' outputs).
 */
export function simulatedRunView(
  p: MenuProblem,
  method: RunsMethod,
  agent: AgentParams,
  rng: ReturnType<typeof runRng>,
): SimRunView {
  const run = simulateRun(p, agent, rng);
  const known = new Set(p.state.fields.map((f) => f.name));
  const targetsDone = new Set<number>();
  const steps: SimStepView[] = run.calls.map((c, k) => {
    const fieldsGained: string[] = [];
    if (c.ok) {
      for (const o of p.index.tools[c.tool]?.outputs ?? []) {
        if (known.has(o.canonical)) continue;
        known.add(o.canonical);
        fieldsGained.push(o.canonical);
      }
      if (p.targetMask[c.slot - 1] === 1) targetsDone.add(c.slot);
    }
    return {
      call: k + 1,
      toolId: p.index.tools[c.tool]?.tool.id ?? '?',
      slot: c.slot,
      kind: c.kind,
      ok: c.ok,
      premature: c.kind === 'premature',
      wrongTool: c.kind === 'wrong-tool',
      fieldsGained,
      targetsLeft: p.targets.length + p.absentTargets.length - targetsDone.size,
    };
  });
  const outcome: SimOutcomeView = run.success
    ? {
        status: 'finished',
        reason: `reached the target${p.targets.length === 1 ? '' : 's'} in ${steps.length} call${steps.length === 1 ? '' : 's'}`,
      }
    : { status: 'stuck', reason: stuckReason(p, steps.length, agent) };
  return { method, steps, outcome, costUsd: run.costUsd, latencyMs: run.latencyMs };
}
