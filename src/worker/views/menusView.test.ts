import { describe, expect, it } from 'vitest';
import { buildTransitionPrior, frozenClock } from '../../core/index';
import { buildQueryMenus, menusView } from './menusView';
import { receiptSession as session } from './receiptSession';

describe('menusView', () => {
  it('builds plain, cloneable views of both menus with K slots', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 6, top: 3 }, frozenClock);
    expect(structuredClone(view)).toEqual(view);
    expect(view.relevance.slots).toHaveLength(6);
    expect(view.statePath.slots).toHaveLength(6);
    expect(view.state).toEqual([{ name: 'order_id', source: 'given', confidence: 1 }]);
    expect(view.scorer).toBe('structural');
  });

  it('gives top-L State-Path slots retriever and reranker terms, later slots retriever terms (with chain links) only', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 6, top: 3 }, frozenClock);
    const keys = (rank: number) => view.statePath.slots[rank - 1]?.terms.map((t) => t.key);
    expect(keys(1)).toEqual(['M', 'lambdaC', 'etaD', 'sR', 'm', 'phi', 'P', 'e', 'order', 'sO']);
    expect(keys(4)).toEqual(['M', 'link', 'lambdaC', 'etaD', 'sR']);
    expect(view.relevance.slots[0]?.terms.map((t) => t.key)).toEqual(['bm25']);
  });

  it('says why the reranker put each top-L tool in its slot, naming the better-scoring tool a rule kept out', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 6, top: 6 }, frozenClock);
    const email = view.statePath.slots.find((s) => s.toolId === 'customers.get_customer_email');
    // send_receipt scores higher by s^O but needs the customer's email, which get_customer_email
    // produces: the producer leads (the fitted scorer holds it at least half as likely as
    // send_receipt, so producer-first holds, not only the precedence wait; reranker.test.ts
    // covers the wait).
    expect(email?.placement).toEqual({
      rule: 'producer-first',
      over: { toolId: 'email.send_receipt', name: 'send_receipt', rank: (email?.rank ?? 0) + 1 },
      after: { toolId: 'customers.get_customer_email', name: 'get_customer_email', rank: email?.rank ?? 0 },
    });
    expect(view.statePath.slots.slice(0, 6).every((s) => s.placement !== undefined)).toBe(true);
    expect(view.relevance.slots.some((s) => s.placement !== undefined)).toBe(false);
    const beyond = await menusView(session, { taskId: 't1', budget: 6, top: 3 }, frozenClock);
    expect(beyond.statePath.slots.slice(3).some((s) => s.placement !== undefined)).toBe(false);
  });

  it('says why each relevance tool State-Path lacks is missing, and whose place each State-Path tool took', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 6, top: 3 }, frozenClock);
    const statePathIds = new Set(view.statePath.slots.map((s) => s.toolId));
    const missing = view.relevance.slots.filter((s) => !statePathIds.has(s.toolId));
    expect(missing.length).toBeGreaterThan(0);
    for (const s of missing) {
      expect(s.displacement?.reason, s.toolId).toMatch(
        /^(displaced by \S+ \(sᴿ |not in the candidate pool|in the candidate pool)/,
      );
      if (s.displacement?.kind !== 'displaced') continue;
      const by = view.statePath.slots.find((t) => t.toolId === s.displacement?.by?.toolId);
      expect(by?.rank).toBe(s.displacement.by?.rank);
      expect(by?.displaces?.map((t) => t.toolId)).toContain(s.toolId);
    }
    expect(view.relevance.slots.filter((s) => statePathIds.has(s.toolId)).some((s) => s.displacement)).toBe(false);
  });

  it('names the earlier slot that supplies each required input', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 6, top: 6 }, frozenClock);
    const email = view.statePath.slots.find((s) => s.toolId === 'customers.get_customer_email');
    const order = view.statePath.slots.find((s) => s.toolId === 'orders.get_order');
    expect(email?.supplies[0]?.producers.map((p) => p.toolId)).toEqual(['orders.get_order']);
    expect(email?.supplies[0]?.producers[0]?.before).toBe(true);
    expect(order?.supplies[0]?.fromState).toEqual(['order_id']);
  });

  it("builds with ρ from the session's trajectories (the catalog's loaded runs), as the CLI does with --trajectories", async () => {
    const runs = {
      format: 'tool-trajectories/v1' as const,
      trajectories: [
        {
          calls: [
            'receipts.render_receipt_pdf',
            'orders.get_order',
            'customers.get_customer_email',
            'email.send_receipt',
          ],
          success: true,
        },
      ],
    };
    const prior = buildTransitionPrior(session.index, runs).prior;
    const withRuns = { ...session, prior };
    const built = await buildQueryMenus(withRuns, { taskId: 't1', budget: 6, top: 6 }, frozenClock);
    expect(built.pair.context.prior).toBe(prior);
    expect(
      (await buildQueryMenus(session, { taskId: 't1', budget: 6, top: 6 }, frozenClock)).pair.context.prior.isEmpty,
    ).toBe(true);
    // The run put the PDF before get_order; no field links the two, so only ρ orders them.
    const orderTerm = (v: Awaited<ReturnType<typeof menusView>>): number | undefined =>
      v.statePath.slots.find((s) => s.toolId === 'orders.get_order')?.terms.find((t) => t.key === 'order')?.value;
    expect(orderTerm(await menusView(withRuns, { taskId: 't1', budget: 6, top: 6 }, frozenClock))).toBeGreaterThan(0.1);
    expect(orderTerm(await menusView(session, { taskId: 't1', budget: 6, top: 6 }, frozenClock))).toBe(0);
  });

  it('rejects an unknown task and a K below 1 with one readable line', async () => {
    await expect(menusView(session, { taskId: 'nope', budget: 6, top: 3 }, frozenClock)).rejects.toThrow(
      't.json: no task with id "nope"',
    );
    await expect(menusView(session, { taskId: 't1', budget: 0, top: 3 }, frozenClock)).rejects.toThrow(
      'K must be an integer ≥ 1',
    );
  });
});

describe('menusView with an edited or new request', () => {
  it('builds an ad-hoc request under a new id, inferring s0 when no state is pinned', async () => {
    const view = await menusView(
      session,
      { taskId: 'user-1', budget: 6, top: 3, task: { query: 'Email the receipt of order 84213 to the customer' } },
      frozenClock,
    );
    expect(view.adHoc).toBe(true);
    expect(view.gold).toBeNull();
    const order = view.state.find((f) => f.name === 'order_id');
    expect(order).toMatchObject({ source: 'inferred', evidence: 'order 84213' });
  });

  it('pins the state fields it is given and keeps the task gold', async () => {
    const view = await menusView(
      session,
      {
        taskId: 't1',
        budget: 6,
        top: 3,
        task: { query: "Email today's receipt to the customer", state: ['order_id', 'customer_email'] },
      },
      frozenClock,
    );
    expect(view.state.map((f) => [f.name, f.source])).toEqual([
      ['order_id', 'given'],
      ['customer_email', 'given'],
    ]);
    expect(view.gold?.chain).toHaveLength(4);
    expect(view.fieldSuggestions).not.toContain('customer_email');
  });

  it('suggests required fields s0 lacks, most needed first', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 8, top: 3 }, frozenClock);
    expect(view.fieldSuggestions.slice(0, 2)).toEqual(['body', 'to_address']);
    expect(view.fieldSuggestions).not.toContain('order_id');
  });

  it('rejects an empty request', async () => {
    await expect(
      menusView(session, { taskId: 'user-1', budget: 6, top: 3, task: { query: '  ' } }, frozenClock),
    ).rejects.toThrow('the request is empty');
  });

  it('builds with the given weights and reports them', async () => {
    const tuning = { lambda: 0, eta: 2, weights: { m: 1, p: 0, s: 0, e: 0, d: 0 } };
    const view = await menusView(session, { taskId: 't1', budget: 6, top: 3, tuning }, frozenClock);
    expect(view.tuning).toEqual(tuning);
    const first = view.statePath.slots[0];
    expect(first?.terms.find((t) => t.key === 'lambdaC')?.value).toBe(0);
    expect(first?.terms.find((t) => t.key === 'P')?.value).toBe(0);
    await expect(
      menusView(session, { taskId: 't1', budget: 6, top: 3, tuning: { ...tuning, eta: Number.NaN } }, frozenClock),
    ).rejects.toThrow('η must be a finite number');
  });

  it('estimates the prompt tokens of each menu as OpenAI tools', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 6, top: 3 }, frozenClock);
    expect(view.statePath.promptTokens).toBeGreaterThan(50);
    expect(view.relevance.promptTokens).toBeGreaterThan(50);
  });
});

describe('menusView stage timings', () => {
  it('lists the stages in pipeline order for the status bar', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 6, top: 3 }, frozenClock);
    expect(view.stages.map((s) => s.key)).toEqual([
      'index',
      'relevance',
      'pool',
      'membership',
      'retriever',
      'reranker',
      'diagnosis',
      'total',
    ]);
    for (const s of view.stages) expect(s.ms).toBeGreaterThanOrEqual(0);
  });
});
