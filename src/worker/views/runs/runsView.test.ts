import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frozenClock } from '../../../core/index';
import { receiptSession as session } from '../receiptSession';
import { runsView } from './runsView';
import { traceOverlayView } from './traceOverlayView';

const menus = { taskId: 't1', budget: 6, top: 6 };

describe('runsView', () => {
  it('builds plain, cloneable views of a simulated run, the plans, the costs and the Monte Carlo', async () => {
    const view = await runsView(session, { menus, preset: 'interactive', seed: 1, runs: 50 }, frozenClock);
    expect(structuredClone(view)).toEqual(view);
    expect(view.targets).toContain('email.send_receipt');
    expect(view.targetSource).toBe('gold');
    expect(view.monteCarlo.label).toBe('simulation');
    expect(view.monteCarlo.statePath.runs).toBe(50);
    expect(view.costs.statePath.map((c) => c.slot)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const planner of ['greedy', 'lookahead', 'mcts'] as const)
      expect(view.plans[planner].statePath.planner).toBe(planner);
  });

  it('plans the full chain on the State-Path menu', async () => {
    const view = await runsView(session, { menus, preset: 'interactive', seed: 1, runs: 10 }, frozenClock);
    const plan = view.plans.greedy.statePath;
    expect(plan.kind).toBe('plan');
    expect(plan.steps.map((s) => s.toolId).at(-1)).toBe('email.send_receipt');
  });

  it('is reproducible from the seed, and replays the run with the fields each call gains', async () => {
    const a = await runsView(session, { menus, preset: 'batch', seed: 7, runs: 20 }, frozenClock);
    const b = await runsView(session, { menus, preset: 'batch', seed: 7, runs: 20 }, frozenClock);
    expect(a.simulated).toEqual(b.simulated);
    expect(a.monteCarlo).toEqual(b.monteCarlo);
    const run = a.simulated.statePath;
    for (const step of run.steps) if (!step.ok) expect(step.fieldsGained).toEqual([]);
    if (run.outcome.status === 'finished') expect(run.steps.at(-1)?.targetsLeft).toBe(0);
  });

  it('shows the relevance menu stuck without its targets while the State-Path menu finishes (K = 4)', async () => {
    const view = await runsView(
      session,
      { menus: { taskId: 't1', budget: 4, top: 4 }, preset: 'interactive', seed: 1, runs: 10 },
      frozenClock,
    );
    expect(view.simulated.relevance.outcome).toEqual({
      status: 'stuck',
      reason:
        'the targets orders.get_order, customers.get_customer_email, receipts.render_receipt_pdf are not on the menu',
    });
    expect(view.simulated.statePath.outcome.status).toBe('finished');
    expect(view.plans.greedy.relevance).toMatchObject({ kind: 'fallback', code: 'target-missing' });
    const gained = view.simulated.statePath.steps.flatMap((s) => s.fieldsGained);
    expect(gained).toEqual(expect.arrayContaining(['customer_id', 'customer_email', 'receipt_url']));
  });

  it('rejects a bad preset or run count with one readable line', async () => {
    await expect(runsView(session, { menus, preset: 'fast' as never, seed: 1, runs: 10 }, frozenClock)).rejects.toThrow(
      'weight preset must be one of',
    );
    await expect(runsView(session, { menus, preset: 'batch', seed: 1, runs: 0 }, frozenClock)).rejects.toThrow(
      'runs must be an integer',
    );
  });
});

describe('traceOverlayView', () => {
  const text = readFileSync(new URL('../../../core/traces/fixtures/openai-chat.json', import.meta.url), 'utf8');

  it('auto-detects an OpenAI chat, lays its calls over both menus and learns EMA metadata', async () => {
    const view = await traceOverlayView(session, { menus, text, file: 'openai-chat.json' }, frozenClock);
    expect(structuredClone(view)).toEqual(view);
    expect(view.format).toBe('openai-chat');
    expect(view.statePath.calls.length).toBeGreaterThan(0);
    expect(view.unmatched).toContain('lookup_weather_v2');
    const order = view.statePath.calls.find((c) => c.toolId === 'orders.get_order');
    expect(order?.slot).toBeGreaterThan(0);
    expect(view.ema.changes.map((c) => c.toolId)).toContain('orders.get_order');
  });

  it('fails with one readable line on a file that is not a trace', async () => {
    await expect(
      traceOverlayView(session, { menus, text: '{"hello": 1}', file: 'x.json' }, frozenClock),
    ).rejects.toThrow(/x\.json/);
  });
});
