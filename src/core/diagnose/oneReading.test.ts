import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex, type CatalogIndex } from '../catalog/catalogIndex';
import { parseCatalog } from '../catalog/loadCatalog';
import { parseTasks } from '../catalog/loadTasks';
import { buildMenus, type Menu } from '../menu/buildMenus';
import { menuParams } from '../menu/params';
import type { TaskContext } from '../menu/taskContext';
import { supplyStrength } from '../state/fit';
import { SATISFIED } from '../state/stateFields';
import { compileMenuProblem } from '../utility/menuProblem';
import { planMenu } from '../utility/planMenu';
import { simulateMenu } from '../utility/simulateMenu';
import { diagnoseMenu, type MenuDiagnosis, type ToolRef } from './diagnoseMenu';

const demo = join(import.meta.dirname, '../../../public/demo');
const read = (file: string): string => readFileSync(join(demo, file), 'utf8');

/** Strongest supply of a menu tool to requirement k of a consumer. */
function strongest(index: CatalogIndex, menu: readonly number[], consumer: number, k: number): number {
  const c = index.tools[consumer];
  const r = c?.requirements[k];
  if (!c || !r) return 0;
  let best = 0;
  for (const t of menu) {
    const p = index.tools[t];
    if (p && t !== consumer) best = Math.max(best, supplyStrength(index, p, c, r));
  }
  return best;
}

/**
 * The test's own reading of "what the menu can call from s0", written from the definition, not
 * from the code under test: a tool runs when each required input is known at ≥ SATISFIED from
 * s0 or from a tool that runs and supplies it at that strength.
 */
function runnable(ctx: TaskContext, menu: readonly number[]): Set<number> {
  const { index } = ctx;
  const runs = new Set<number>();
  for (let changed = true; changed;) {
    changed = false;
    for (const t of menu) {
      if (runs.has(t)) continue;
      const c = index.tools[t];
      const ok = (c?.requirements ?? []).every((r) => {
        if ((ctx.state.sat[r.fieldId] ?? 0) >= SATISFIED) return true;
        return [...runs].some((p) => {
          const producer = index.tools[p];
          return (
            p !== t && producer !== undefined && c !== undefined && supplyStrength(index, producer, c, r) >= SATISFIED
          );
        });
      });
      if (ok) {
        runs.add(t);
        changed = true;
      }
    }
  }
  return runs;
}

/** Every menu tool a finding names as a producer. */
function namedProducers(d: MenuDiagnosis): ToolRef[] {
  return [
    ...d.missingBridges.flatMap((b) => [...b.producers, ...(b.suggested ? [b.suggested] : [])]),
    ...d.inversions.map((x) => x.producer),
    ...d.blocked.map((b) => b.producer),
    ...d.targets.flatMap((t) => t.blockedBy?.hops.map((h) => h.producer) ?? []),
  ].filter((r) => r.rank !== undefined);
}

function checkMenu(ctx: TaskContext, menu: Menu, d: MenuDiagnosis, label: string): void {
  const { index } = ctx;
  const tools = menu.slots.map((s) => s.tool);
  const runs = runnable(ctx, tools);
  const targetTools = d.targets.map((t) => t.target.tool);
  // The verdict, the test's own reading and the planner agree on reachability.
  const reaches = targetTools.length > 0 && targetTools.every((t) => runs.has(t));
  expect(d.outcome.reaches, label).toBe(reaches);
  for (const t of d.targets) expect(t.reachable, `${label} ${t.target.toolId}`).toBe(runs.has(t.target.tool));
  const problem = compileMenuProblem(index, ctx.state, tools, targetTools);
  const plan = planMenu(problem, 'greedy');
  const plannerReaches = plan.kind === 'plan' || (plan.code !== 'target-missing' && plan.code !== 'no-producer');
  expect(plannerReaches, `${label} planner: ${plan.kind === 'fallback' ? plan.reason : 'plan'}`).toBe(reaches);
  // The simulated agent never succeeds where the menu cannot reach the targets.
  if (!reaches) expect(simulateMenu(problem, { runs: 8, seed: 1, label }).stats.successRate, label).toBe(0);
  // A missing bridge (and a red node of the graph) names a field nothing on the menu produces.
  for (const b of [...d.missingBridges, ...d.schemaGaps.filter((g) => g.consumer.rank !== undefined)]) {
    const k = index.tools[b.consumer.tool]?.requirements.findIndex((r) => index.vocab.names[r.fieldId] === b.field);
    expect(k, `${label} ${b.field}`).toBeGreaterThanOrEqual(0);
    expect(
      strongest(index, tools, b.consumer.tool, k ?? 0),
      `${label} ${b.field} for ${b.consumer.toolId}`,
    ).toBeLessThan(SATISFIED);
  }
  for (const b of d.missingBridges) for (const p of b.producers) expect(p.rank, `${label} ${p.toolId}`).toBeUndefined();
  // A producer on the menu that a finding names either runs or is listed as blocked with what it lacks.
  for (const p of namedProducers(d)) {
    if (runs.has(p.tool)) continue;
    const entry = d.blocked.find((b) => b.producer.tool === p.tool);
    expect(entry?.lacks.length, `${label} ${p.toolId} neither runs nor is listed as blocked`).toBeGreaterThan(0);
  }
  for (const b of d.blocked) expect(runs.has(b.producer.tool), `${label} ${b.producer.toolId}`).toBe(false);
}

describe('one reading of a menu on every demo task', () => {
  it('verdict, findings, planner and simulated agent agree on what each menu can call from s0', async () => {
    const index = buildCatalogIndex(parseCatalog(read('catalog.json'), 'catalog.json'));
    const { tasks } = parseTasks(read('tasks.json'), 'tasks.json');
    expect(tasks.length).toBeGreaterThan(100);
    const params = menuParams({ budget: 32, top: 8 });
    for (const task of tasks) {
      const pair = await buildMenus(index, task, { params });
      for (const [menu, other] of [
        [pair.relevance, pair.statePath],
        [pair.statePath, pair.relevance],
      ] as const) {
        const d = diagnoseMenu(pair.context, menu, { gold: task.gold, other, top: params.top });
        checkMenu(pair.context, menu, d, `${task.id} ${menu.method}`);
      }
    }
  }, 120_000);
});
