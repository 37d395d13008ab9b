import type { GoldPath } from '../catalog/types';
import type { Menu, MenuMethod, MenuPair } from '../menu/buildMenus';
import type { TaskContext } from '../menu/taskContext';
import { matchedTerms } from '../relevance/rankByRelevance';
import { PREFIX_MARK } from '../relevance/tokenize';
import { DEFAULT_AGENT } from '../utility/agentModel';
import { compileMenuProblem } from '../utility/menuProblem';
import { planMenu } from '../utility/planMenu';
import { runRng } from '../utility/simulateMenu';
import { nearDuplicates, simulateRun } from '../utility/simulateRun';
import type { AbsentTool } from './absentTools';
import { diagnoseMenu, type MenuDiagnosis, type ToolRef } from './diagnoseMenu';

export const DIAGNOSIS_FORMAT = 'menu-diagnosis/v1';

/** Simulated runs per menu behind `simulation` (seeded: the same document every time). */
export const DIAGNOSIS_SIM_RUNS = 100;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const slotOf = (r: ToolRef): number | null => r.rank ?? null;
const rankOf = (r: ToolRef): number | null => (r.relevanceRank > 0 ? r.relevanceRank : null);
const toolJson = (r: ToolRef): JsonObject => ({ tool: r.toolId, relevance_rank: rankOf(r), slot: slotOf(r) });

/** Why each likely target was chosen: the chosen target, or its relevance rank, matched words and the verb boost. */
function targetsJson(ctx: TaskContext): Json[] {
  const best = ctx.relevance.order[0];
  return ctx.targets.map((t) => {
    const id = ctx.index.tools[t.tool]?.tool.id ?? '?';
    if (ctx.chosenTarget === t.tool) return { tool: id, weight: t.weight, why: 'chosen for this task' };
    const words = matchedTerms(ctx.index, ctx.relevance, t.tool).filter((w) => !w.endsWith(PREFIX_MARK));
    const why = [
      `relevance rank ${ctx.relevance.rank[t.tool] ?? 0}`,
      words.length > 0 ? `matches ${words.map((w) => `“${w}”`).join(', ')}` : 'matches no request word',
      ...(t.action ? ['does what a verb of the request asks to what it names (×1.25)'] : []),
      best === t.tool ? 'the best match: weight 1' : 'weight (score / best)²',
    ];
    return { tool: id, weight: Number(t.weight.toFixed(4)), why: why.join('; ') };
  });
}

/** The findings of one menu as menu-diagnosis/v1 objects. */
function findingsJson(d: MenuDiagnosis): Json[] {
  const out: Json[] = [];
  for (const t of d.targets.filter((x) => !x.onMenu))
    out.push({
      kind: 'missing-target',
      tool: t.target.toolId,
      source: t.source,
      relevance_rank: rankOf(t.target),
      text: `the target ${t.target.toolId} is not on the menu`,
    });
  const byField = new Map<string, MenuDiagnosis['missingBridges']>();
  for (const b of d.missingBridges) byField.set(b.field, [...(byField.get(b.field) ?? []), b]);
  for (const [field, bridges] of byField) {
    const producers = new Map<number, ToolRef>();
    for (const b of bridges) for (const p of b.producers) producers.set(p.tool, p);
    const suggested = bridges.find((b) => b.suggested)?.suggested;
    const weak = bridges.flatMap((b) => b.weak);
    out.push({
      kind: 'missing-bridge',
      field,
      tools: bridges.map((b) => b.consumer.toolId),
      producers: [...producers.values()].map(toolJson),
      suggested: suggested?.toolId ?? null,
      weak: weak.map((w) => ({ ...toolJson(w.producer), strength: Number(w.strength.toFixed(3)) })),
      text: `nothing on the menu produces ${field} (needed by ${bridges.map((b) => b.consumer.toolId).join(', ')})${suggested ? `; ${suggested.toolId} does` : ''}`,
    });
  }
  for (const b of d.blocked)
    out.push({
      kind: 'blocked-producer',
      tool: b.producer.toolId,
      slot: slotOf(b.producer),
      lacks: b.lacks,
      feeds: b.feeds.map((f) => ({ field: f.field, tool: f.consumer.toolId })),
      text: `${b.producer.toolId} (slot ${b.producer.rank}) is on the menu but cannot run: it lacks ${b.lacks.join(', ')}`,
    });
  for (const x of d.inversions)
    out.push({
      kind: 'order-inversion',
      field: x.field,
      tool: x.consumer.toolId,
      slot: slotOf(x.consumer),
      producer: toolJson(x.producer),
      text: `${x.consumer.toolId} (slot ${x.consumer.rank}) is listed before ${x.producer.toolId} (slot ${x.producer.rank}), which produces its ${x.field}`,
    });
  for (const c of d.crowding)
    out.push({
      kind: 'crowding',
      label: c.label,
      tools: c.tools.map((t) => t.toolId),
      slots: c.tools.map((t) => t.rank ?? 0),
      text: `${c.tools.length} near-duplicates (${c.label}) in slots ${c.tools.map((t) => t.rank).join(', ')}`,
    });
  for (const g of d.schemaGaps)
    out.push({
      kind: 'schema-gap',
      field: g.field,
      tools: [g.consumer.toolId],
      weak: g.weak.map((w) => ({ ...toolJson(w.producer), strength: Number(w.strength.toFixed(3)) })),
      text: `no tool in the catalog produces ${g.field}${g.weak.length > 0 ? ' strongly enough' : ''} (needed by ${g.consumer.toolId})`,
    });
  return out;
}

/**
 * The planner's outcome and the simulated agent's success on the same menu, and, where they
 * differ from the verdict, why (menuReach is shared, so they differ only by confirmation, the
 * planner's utility threshold or call budget, or the agent's attention, errors and its calls).
 */
function agreementJson(ctx: TaskContext, menu: Menu, d: MenuDiagnosis, label: string): JsonObject {
  const targets = d.targets.map((t) => t.target.tool);
  const problem = compileMenuProblem(
    ctx.index,
    ctx.state,
    menu.slots.map((s) => s.tool),
    targets,
  );
  const plan = planMenu(problem, 'greedy');
  const dups = nearDuplicates(problem, DEFAULT_AGENT);
  let successes = 0;
  let outOfCalls = 0;
  for (let k = 0; k < DIAGNOSIS_SIM_RUNS; k++) {
    const run = simulateRun(problem, DEFAULT_AGENT, runRng(1, label, k), dups);
    if (run.success) successes++;
    else if (run.calls.length >= DEFAULT_AGENT.callBudget) outOfCalls++;
  }
  const rate = successes / DIAGNOSIS_SIM_RUNS;
  const notes: string[] = [];
  if (d.outcome.reaches && plan.kind === 'fallback')
    notes.push(`reachable, but the planner falls back (${plan.code}): ${plan.reason}`);
  if (d.outcome.reaches && rate < 1) {
    const pct = `${Math.round(100 * (1 - rate))}%`;
    notes.push(
      outOfCalls > 0
        ? `reachable, but the simulated agent fails ${pct} of its runs, ${outOfCalls} of ${DIAGNOSIS_SIM_RUNS} running out of its ${DEFAULT_AGENT.callBudget} calls`
        : `reachable, but the simulated agent fails ${pct} of its runs (tool errors, or it stops with nothing it wants left to try)`,
    );
  }
  return {
    plan:
      plan.kind === 'plan'
        ? { kind: 'plan', calls: plan.totals.calls }
        : { kind: 'fallback', code: plan.code, text: plan.reason },
    simulation: { runs: DIAGNOSIS_SIM_RUNS, success_rate: rate, out_of_calls: outOfCalls },
    notes,
  };
}

function menuJson(
  ctx: TaskContext,
  menu: Menu,
  d: MenuDiagnosis,
  absent: readonly AbsentTool[],
  label: string,
): JsonObject {
  return {
    slots: menu.slots.map((s) => ({ rank: s.rank, tool: s.toolId, role: s.role })),
    verdict: {
      reaches: d.outcome.reaches,
      target: d.outcome.target ?? null,
      calls: d.outcome.calls,
      guessed_target: d.outcome.guessed,
      text: d.verdict,
    },
    findings: findingsJson(d),
    absent: absent.map((a) => ({
      tool: a.toolId,
      source: a.source,
      relevance_rank: a.relevanceRank ?? null,
      reason: a.reason,
      ...(a.by ? { by: { tool: a.by.toolId, slot: a.by.slot } } : {}),
      text: a.text,
    })),
    ...agreementJson(ctx, menu, d, label),
  };
}

/**
 * One task's menu-diagnosis/v1 object (../shared/FORMATS.md): the likely targets and why, and per
 * menu its slots, verdict, findings and absent tools (explainAbsentTools), with the planner's and
 * the simulated agent's outcomes on the same reading of the menu.
 */
export function diagnosisRecord(
  pair: MenuPair,
  task: { id?: string; query: string; gold?: GoldPath },
  top: number,
  absent: Record<MenuMethod, AbsentTool[]>,
): JsonObject {
  const ctx = pair.context;
  const rel = diagnoseMenu(ctx, pair.relevance, { gold: task.gold, other: pair.statePath, top });
  const sp = diagnoseMenu(ctx, pair.statePath, { gold: task.gold, other: pair.relevance, top });
  const id = task.id ?? 'query';
  return {
    format: DIAGNOSIS_FORMAT,
    task_id: id,
    query: task.query,
    state: ctx.state.fields.map((f) => f.name),
    targets: targetsJson(ctx),
    menus: {
      relevance: menuJson(ctx, pair.relevance, rel, absent.relevance, `${id}/relevance`),
      'state-path': menuJson(ctx, pair.statePath, sp, absent['state-path'], `${id}/state-path`),
    },
  };
}
