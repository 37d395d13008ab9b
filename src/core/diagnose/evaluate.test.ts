import { describe, expect, it } from 'vitest';
import { generateDemo } from '../../generator/index';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import type { TaskSet } from '../catalog/types';
import { buildStatePathMenu } from '../menu/buildMenus';
import { menuParams } from '../menu/params';
import { structuralScorer } from '../menu/structuralScorer';
import { createTaskContext } from '../menu/taskContext';
import { evaluateTasks } from './evaluate';
import { menuTaskMetrics, summarizeByBucket, type TaskMetrics } from './metrics';

const demo = generateDemo({ seed: 5, tools: 300, tasks: 12 });
const index = buildCatalogIndex(demo.catalog);
const BUDGETS = [8, 32, 128];

/** What evaluateTasks should give: every task's menus built from scratch at every budget, no stage shared. */
async function fromScratch(tasks: TaskSet): Promise<Record<string, ReturnType<typeof summarizeByBucket>>> {
  const out: Record<string, ReturnType<typeof summarizeByBucket>> = {};
  for (const budget of BUDGETS) {
    const list: TaskMetrics[] = [];
    for (const task of tasks.tasks) {
      const ctx = createTaskContext(index, task);
      const { menu } = await buildStatePathMenu(ctx, menuParams({ budget }), structuralScorer);
      list.push(
        menuTaskMetrics(
          index,
          ctx.state,
          menu.slots.map((s) => s.tool),
          task.gold ?? {},
          8,
        ),
      );
    }
    out[String(budget)] = summarizeByBucket(list);
  }
  return out;
}

describe('evaluateTasks', () => {
  it('gives at every budget what menus built from scratch give (the budgets share one pool stage)', async () => {
    const report = await evaluateTasks(index, demo.tasks, { budgets: BUDGETS, params: menuParams() });
    expect(report.tasks).toBe(demo.tasks.tasks.length);
    expect(report.methods['state-path']).toEqual(await fromScratch(demo.tasks));
    expect(report.methods['state-path']['32']?.overall.first1).toBeGreaterThan(0);
  });

  it('infers s0 from the request for a task without state', async () => {
    const inferred: TaskSet = {
      ...demo.tasks,
      tasks: demo.tasks.tasks.map(({ state: _state, ...rest }) => rest),
    };
    expect(inferred.tasks.every((t) => t.state === undefined)).toBe(true);
    const report = await evaluateTasks(index, inferred, { budgets: BUDGETS, params: menuParams() });
    expect(report.methods['state-path']).toEqual(await fromScratch(inferred));
    const given = await evaluateTasks(index, demo.tasks, { budgets: BUDGETS, params: menuParams() });
    // Relevance reads the request only; its coverage does not depend on s0.
    expect(report.methods.relevance['32']?.overall.coverage).toBe(given.methods.relevance['32']?.overall.coverage);
  });

  it('hands each task its own metrics, in task order, and stops where onTask throws', async () => {
    const seen: string[] = [];
    const perTask: TaskMetrics[] = [];
    const report = await evaluateTasks(index, demo.tasks, {
      budgets: [8, 32],
      params: menuParams(),
      onTask: async ({ taskId, done, total, metrics }) => {
        seen.push(taskId);
        expect(done).toBe(seen.length);
        expect(total).toBe(demo.tasks.tasks.length);
        const sp = metrics.get('')?.['state-path']['32'];
        if (sp) perTask.push(sp);
        await Promise.resolve();
      },
    });
    expect(seen).toEqual(demo.tasks.tasks.map((t) => t.id));
    // The per-task metrics are the ones the summary pools.
    expect(summarizeByBucket(perTask).overall).toEqual(report.methods['state-path']['32']?.overall);
    let calls = 0;
    await expect(
      evaluateTasks(index, demo.tasks, {
        budgets: [8],
        params: menuParams(),
        onTask: () => {
          if (++calls === 2) throw new Error('stopped');
        },
      }),
    ).rejects.toThrow('stopped');
    expect(calls).toBe(2);
  });
});
