import { describe, expect, it } from 'vitest';
import { generateDemo } from '../../generator/index';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, receiptCatalog, tool } from '../testing/fixtures';
import { buildMenus } from './buildMenus';
import { poolPassOf } from './displacement';
import { menuParams } from './params';
import { MenuStageCache } from './stageCache';
import { structuralScorer } from './structuralScorer';
import { explainTool, explainToolWith } from './whyNot';

const RECEIPT = { query: "Email today's receipt for order 123 to the customer", state: ['order_id'] };

async function receipt(budget: number) {
  const index = buildCatalogIndex(receiptCatalog());
  const params = menuParams({ budget, top: 2 });
  const stages = new MenuStageCache();
  const pair = await buildMenus(index, RECEIPT, { params, stages });
  const explain = (id: string) => explainTool(pair, structuralScorer, params, index.byId.get(id) ?? -1, stages);
  return { index, pair, explain };
}

describe('explainTool', () => {
  it('a State-Path tool: its ranks, its pool reason, its s^R as picked, and who produces its inputs', async () => {
    const { pair, explain } = await receipt(4);
    const e = await explain('shop.send_receipt');
    const slot = pair.statePath.slots.find((s) => s.toolId === 'shop.send_receipt');
    expect(e.statePathRank).toBe(slot?.rank);
    expect(e.relevance.rank).toBe(1);
    expect(e.relevance.matched).toEqual(expect.arrayContaining(['receipt']));
    expect(e.target).toMatchObject({ rank: 1, chosen: false });
    expect(e.pool).toMatchObject({ inPool: true, reason: 'target' });
    expect(e.terms?.sR).toBeCloseTo(slot?.terms.sR ?? NaN, 6);
    const email = e.inputs.find((i) => i.field === 'customer_email');
    expect(email?.inState).toBe(false);
    expect(email?.producers[0]).toMatchObject({ toolId: 'shop.get_customer_email' });
    expect(email?.producers[0]?.statePathRank).toBeGreaterThan(0);
    expect(e.inputs.map((i) => i.field)).toEqual(['customer_email', 'receipt_url']);
    expect(e.displacement).toBeUndefined();
  });

  it('a relevance tool State-Path left out: displacement.ts names the tool that took its place', async () => {
    const { explain } = await receipt(4);
    const e = await explain('mailgun.send_receipt_email_message');
    expect(e.relevanceMenuRank).toBeGreaterThan(0);
    expect(e.statePathRank).toBeUndefined();
    expect(e.pool.inPool).toBe(true);
    expect(e.displacement?.kind).toBe('displaced');
    if (e.displacement?.kind === 'displaced') expect(e.displacement.by.toolId).toBe('shop.get_customer_email');
    // Its s^R at the last admitted tool's step is no better than that tool's (λ = 0: the greedy's own comparison).
    expect(e.terms?.sR ?? Infinity).toBeLessThanOrEqual((e.lastAdmitted?.terms.sR ?? -Infinity) + 1e-9);
    expect(e.lastAdmitted?.rank).toBeGreaterThan(0);
  });

  it('a pool tool not picked past the first L: its s^R reads M⁺, as the retriever did there (the link term)', async () => {
    const { explain } = await receipt(4);
    const e = await explain('mailgun.send_receipt_email_message');
    const t = e.terms;
    expect(t?.link).toBeGreaterThanOrEqual(0);
    expect(t?.sR).toBeCloseTo((t?.M ?? NaN) + (t?.link ?? NaN) + (t?.lambdaC ?? 0) + (t?.etaD ?? NaN), 6);
    expect(e.lastAdmitted?.terms.link).toBeDefined();
    // With the links off there is no link term to read.
    const index = buildCatalogIndex(receiptCatalog());
    const off = menuParams({ budget: 4, top: 2, rules: { linkFeeds: 0, linkFedBy: 0 } });
    const pair = await buildMenus(index, RECEIPT, { params: off });
    const plain = await explainTool(
      pair,
      structuralScorer,
      off,
      index.byId.get('mailgun.send_receipt_email_message') ?? -1,
    );
    expect(plain.terms?.link).toBeUndefined();
    expect(plain.lastAdmitted?.terms.link).toBeUndefined();
  });

  it('a chosen target says so', async () => {
    const index = buildCatalogIndex(receiptCatalog());
    const params = menuParams({ budget: 4, top: 2 });
    const pair = await buildMenus(index, { ...RECEIPT, target: 'shop.get_customer_email' }, { params });
    const e = await explainTool(pair, structuralScorer, params, index.byId.get('shop.get_customer_email') ?? -1);
    expect(e.target).toEqual({ rank: 1, weight: 1, chosen: true });
    const render = await explainTool(pair, structuralScorer, params, index.byId.get('shop.render_receipt_pdf') ?? -1);
    expect(render.inputs).toMatchObject([{ field: 'order_id', inState: true }]);
  });
});

describe('explainToolWith on a generated catalog', () => {
  const demo = generateDemo({ seed: 5, tools: 400, tasks: 3 });
  const index = buildCatalogIndex(demo.catalog);
  const task = demo.tasks.tasks[0];
  if (!task) throw new Error('the generator made no task');

  it('every unpicked pool tool scores no better than the last admitted; every tool out of the pool says why', async () => {
    const params = menuParams({ budget: 16, pool: { poolCap: 64, relevanceTop: 24 } });
    const pair = await buildMenus(index, task, { params });
    const pass = await poolPassOf(pair, structuralScorer, params);
    const onMenu = new Set(pair.statePath.slots.map((s) => s.tool));
    let outside = 0;
    for (let t = 0; t < index.tools.length; t += 3) {
      const e = explainToolWith(pair, pass, params, t);
      if (e.pool.inPool) {
        expect(e.terms).toBeDefined();
        if (!onMenu.has(t)) expect(e.terms?.sR ?? Infinity).toBeLessThanOrEqual((e.lastAdmitted?.terms.sR ?? 0) + 1e-6);
      } else {
        outside++;
        expect(e.terms).toBeUndefined();
        const kinds = e.pool.misses.map((m) => m.kind);
        expect(kinds).toContain('not-a-target');
        expect(kinds.some((k) => k === 'other-producers' || k === 'feeds-nothing')).toBe(true);
        // The relevance fill runs to the cap: a tool any request word matched is out only when the pool is full.
        if (e.relevance.rank > 0) expect(kinds).toContain('pool-full');
        if (e.relevance.rank === 0 || e.relevance.rank > 24) expect(kinds).toContain('below-relevance-top');
      }
      for (const input of e.inputs) expect(input.producers.length).toBeLessThanOrEqual(Math.min(5, input.count));
    }
    expect(outside).toBeGreaterThan(0);
  });
});

describe('explainTool: the forward expansion', () => {
  it('a consumer of a top relevance tool the expansion did not keep says which tool feeds it and what', async () => {
    const catalog = catalogOf([
      tool('iot.read_sensor', 'Read the temperature of a room sensor.', ['location'], ['data']),
      tool('iot.process_data', 'Normalize a sensor reading.', ['data'], ['processed_data']),
      tool('iot.control_actuator', 'Control an actuator.', ['processed_data'], ['status']),
      tool('iot.archive_value', 'Archive a value.', ['processed_data'], ['archive_id']),
    ]);
    const index = buildCatalogIndex(catalog);
    const params = menuParams({
      budget: 3,
      top: 2,
      pool: { poolCap: 3, relevanceTop: 2, entryCount: 0, consumerSeeds: 2, consumersPerSeed: 1 },
    });
    const task = {
      query: 'Read the room sensor temperature, normalize it and operate the cooling',
      state: ['location'],
    };
    const pair = await buildMenus(index, task, { params });
    expect(pair.pool.reasons.get(index.byId.get('iot.control_actuator') ?? -1)).toBe('consumer');
    const e = await explainTool(pair, structuralScorer, params, index.byId.get('iot.archive_value') ?? -1);
    expect(e.pool.inPool).toBe(false);
    if (e.pool.inPool) return;
    expect(e.pool.misses).toContainEqual({
      kind: 'other-consumers',
      seed: 'iot.process_data',
      field: 'processed_data',
      consumersPerSeed: 1,
    });
  });
});
