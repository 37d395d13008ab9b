import { describe, expect, it } from 'vitest';
import { evaluateTasks, frozenClock, menuParams, withoutState } from '../../core/index';
import { generateDemo } from '../../generator/index';
import { STRUCTURAL_CHOSEN } from '../workerEncoder';
import { evaluationView, EvaluationStopped } from './evaluationView';
import { sessionOf } from './receiptSession';

const demo = generateDemo({ seed: 5, tools: 300, tasks: 12 });
const [first] = demo.tasks.tasks;
if (!first) throw new Error('the demo has no tasks');
// One task without a gold path: counted, not scored.
const session = sessionOf(demo.catalog, [{ id: 'no-gold', query: first.query }, ...demo.tasks.tasks]);

describe('evaluationView', () => {
  it('scores the tasks as the page holds them: a new task with a gold chain joins, an edited gold replaces the loaded one', async () => {
    const [a, b] = first.gold?.chain ?? [];
    if (!a || !b) throw new Error('the first demo task has a chain of one step');
    const view = await evaluationView(
      session,
      {
        budget: 32,
        top: 8,
        edits: [
          { id: 'no-gold', created: false, query: first.query, gold: [a] },
          { id: 'new-1', created: true, query: first.query, gold: [a, b] },
          { id: 'new-2', created: true, query: 'a request without gold' },
        ],
      },
      frozenClock,
      STRUCTURAL_CHOSEN,
    );
    expect(view.tasks).toBe(demo.tasks.tasks.length + 2);
    expect(view.withoutGold).toBe(1);
    const rows = new Map(view.rows.map((r) => [r.taskId, r]));
    expect(rows.get('no-gold')?.goldSize).toBe(1);
    expect(rows.get('new-1')?.goldSize).toBe(2);
    expect(rows.has('new-2')).toBe(false);
  });

  it('scores both menus of every task with gold as `eval --budgets L,K` does, one row per task', async () => {
    const view = await evaluationView(session, { budget: 32, top: 8 }, frozenClock, STRUCTURAL_CHOSEN);
    expect(structuredClone(view)).toEqual(view);
    expect(view.tasks).toBe(demo.tasks.tasks.length);
    expect(view.withoutGold).toBe(1);
    expect(view.rows.map((r) => r.taskId)).toEqual(demo.tasks.tasks.map((t) => t.id));
    const report = await evaluateTasks(session.index, session.tasks, { budgets: [8, 32], params: menuParams() });
    for (const [method, key] of [
      ['relevance', 'relevance'],
      ['state-path', 'statePath'],
    ] as const) {
      const atK = report.methods[method]['32']?.overall;
      const atL = report.methods[method]['8']?.overall;
      expect(view.summary[method]).toEqual({
        coverage: atK?.coverage,
        coverageTop: atL?.coverage,
        recallTop: atL?.recall,
        order: atK?.producerBeforeConsumer,
        orderEdges: atK?.orderEdges,
        first1: atK?.first1,
      });
      // The rows are what the summary pools.
      const share = (f: (r: (typeof view.rows)[number]) => boolean) => view.rows.filter(f).length / view.rows.length;
      expect(share((r) => r[key].covered)).toBeCloseTo(view.summary[method].coverage, 10);
      expect(share((r) => r[key].first1)).toBeCloseTo(view.summary[method].first1, 10);
    }
    // Each row's chain-length bucket is the one the report counts it in.
    for (const [bucket, figures] of Object.entries(report.methods['state-path']['32']?.buckets ?? {}))
      expect(view.rows.filter((r) => r.bucket === bucket)).toHaveLength(figures.tasks);
    expect(view.summary['state-path'].coverage).toBeGreaterThan(0);
    expect(view.scorer).toEqual({ backend: 'structural' });
  });

  it('infers s0 from each request when asked, as for a typed request', async () => {
    const view = await evaluationView(
      session,
      { budget: 32, top: 8, inferState: true },
      frozenClock,
      STRUCTURAL_CHOSEN,
    );
    const report = await evaluateTasks(session.index, withoutState(session.tasks), {
      budgets: [8, 32],
      params: menuParams(),
    });
    expect(view.inferState).toBe(true);
    expect(view.summary['state-path'].coverage).toBe(report.methods['state-path']['32']?.overall.coverage);
    expect(view.summary['state-path'].first1).toBe(report.methods['state-path']['32']?.overall.first1);
  });

  it('reports progress, pauses after every task and stops when told to', async () => {
    const seen: [number, number][] = [];
    let pauses = 0;
    await evaluationView(session, { budget: 16, top: 4 }, frozenClock, STRUCTURAL_CHOSEN, {
      progress: (done, total) => seen.push([done, total]),
      pause: async () => void pauses++,
    });
    expect(seen).toEqual(demo.tasks.tasks.map((_, k) => [k + 1, demo.tasks.tasks.length]));
    expect(pauses).toBe(demo.tasks.tasks.length);
    let scored = 0;
    await expect(
      evaluationView(session, { budget: 16, top: 4 }, frozenClock, STRUCTURAL_CHOSEN, {
        progress: () => void scored++,
        stopped: () => scored >= 2,
      }),
    ).rejects.toBeInstanceOf(EvaluationStopped);
    expect(scored).toBe(2);
  });

  it('refuses a bad K or L with one readable line', async () => {
    await expect(evaluationView(session, { budget: 0, top: 8 }, frozenClock, STRUCTURAL_CHOSEN)).rejects.toThrow(
      'K must be an integer ≥ 1, got 0',
    );
  });
});
