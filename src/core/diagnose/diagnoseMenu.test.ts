import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { parseCatalog } from '../catalog/loadCatalog';
import { parseTasks } from '../catalog/loadTasks';
import type { Task } from '../catalog/types';
import { buildMenus } from '../menu/buildMenus';
import { menuParams } from '../menu/params';
import { catalogOf, receiptCatalog, tool } from '../testing/fixtures';
import { diagnoseMenu, type MenuDiagnosis, type ToolRef } from './diagnoseMenu';
import { GUESSED_TARGET_NOTE, verdictOf } from './verdict';

describe('diagnoseMenu', () => {
  const index = buildCatalogIndex(receiptCatalog());
  const task = { id: 't1', query: "Email today's receipt for the order to the customer", state: ['order_id'] };

  it('reports the missing bridge of the relevance menu with the catalog producer and its ranks', async () => {
    const pair = await buildMenus(index, task, { params: menuParams({ budget: 6, top: 4 }) });
    const d = diagnoseMenu(pair.context, pair.relevance, { other: pair.statePath, top: 4 });
    const bridge = d.missingBridges.find((b) => b.field === 'customer_email');
    expect(bridge?.consumer.toolId).toBe('shop.send_receipt');
    expect(bridge?.producers[0]?.toolId).toBe('shop.get_customer_email');
    expect(bridge?.producers[0]?.otherRank).toBeGreaterThan(0);
    expect(d.verdict).toMatch(
      /^Relevance menu cannot reach shop\.send_receipt: nothing on it produces customer_email; shop\.get_customer_email/,
    );
    expect(d.crowding[0]?.tools.length).toBeGreaterThanOrEqual(3);
  });

  it('finds the State-Path menu complete and in order', async () => {
    const pair = await buildMenus(index, task, { params: menuParams({ budget: 6, top: 4 }) });
    const d = diagnoseMenu(pair.context, pair.statePath, { other: pair.relevance, top: 4 });
    expect(d.targets[0]).toMatchObject({ onMenu: true, reachable: true });
    expect(d.missingBridges).toEqual([]);
    expect(d.inversions).toEqual([]);
    expect(d.verdict).toContain('State-Path menu reaches shop.send_receipt in 4 calls');
  });

  it('flags a consumer listed before its producer, and a field nothing in the catalog produces', async () => {
    const c = buildCatalogIndex(
      catalogOf([
        tool('a.send_invoice', 'Send the invoice email.', ['invoice_pdf', 'vat_number'], ['message_id']),
        tool('b.render', 'Make a pdf.', ['order_id'], ['invoice_pdf']),
      ]),
    );
    const pair = await buildMenus(
      c,
      { query: 'send the invoice email', state: ['order_id'] },
      { params: menuParams({ budget: 2, top: 2 }) },
    );
    const d = diagnoseMenu(pair.context, pair.relevance, { top: 2, gold: { chain: ['b.render', 'a.send_invoice'] } });
    expect(d.schemaGaps).toEqual([expect.objectContaining({ field: 'vat_number' })]);
    expect(d.verdict).toContain('no tool in the catalog produces vat_number');
  });
});

describe('diagnoseMenu: one reading of the menu (issue 32)', () => {
  const index = buildCatalogIndex(receiptCatalog());
  const task = { id: 't1', query: "Email today's receipt for the order to the customer", state: ['order_id'] };
  const demo = join(import.meta.dirname, '../../../public/demo');
  const demoIndex = buildCatalogIndex(parseCatalog(readFileSync(join(demo, 'catalog.json'), 'utf8'), 'catalog.json'));
  const demoTask = (id: string): Task | undefined =>
    parseTasks(readFileSync(join(demo, 'tasks.json'), 'utf8'), 'tasks.json').tasks.find((t) => t.id === id);

  it('t-0006: blames the field purchase_label lacks (rate_id), not label_url, and shows purchase_label as blocked', async () => {
    const task = demoTask('t-0006');
    if (!task) throw new Error('demo task t-0006 is missing');
    const pair = await buildMenus(demoIndex, task, { params: menuParams({ budget: 32, top: 8 }) });
    const d = diagnoseMenu(pair.context, pair.relevance, { gold: task.gold, other: pair.statePath, top: 8 });
    const purchase = pair.relevance.slots.find((s) => s.toolId === 'easypost.purchase_label');
    expect(purchase?.rank).toBe(8);
    expect(d.verdict).not.toMatch(/nothing on it produces label_url/);
    expect(d.verdict).toContain(
      'cannot reach shop.email_return_label: its label_url comes from easypost.purchase_label (slot 8), which lacks rate_id; nothing on the menu produces rate_id; easypost.list_rates ranks',
    );
    expect(d.missingBridges.map((b) => b.field)).not.toContain('label_url');
    const rate = d.missingBridges.find((b) => b.consumer.toolId === 'easypost.purchase_label');
    expect(rate).toMatchObject({ field: 'rate_id', suggested: { toolId: 'easypost.list_rates' } });
    expect(rate?.producers.every((p) => p.rank === undefined)).toBe(true);
    const blocked = d.blocked.find((b) => b.producer.toolId === 'easypost.purchase_label');
    expect(blocked?.lacks).toEqual(['rate_id']);
    expect(blocked?.feeds).toContainEqual(
      expect.objectContaining({
        field: 'label_url',
        consumer: expect.objectContaining({ toolId: 'shop.email_return_label' }),
      }),
    );
    expect(d.targets[0]?.blockedBy?.hops.map((h) => [h.field, h.producer.toolId])).toEqual([
      ['label_url', 'easypost.purchase_label'],
    ]);
    expect(d.outcome).toEqual({ reaches: false, target: 'shop.email_return_label', calls: null, guessed: false });
  });

  it('the State-Path verdict agrees with the planner on t-0006: a 0.40 link does not count as producing from_address_id', async () => {
    const task = demoTask('t-0006');
    if (!task) throw new Error('demo task t-0006 is missing');
    const pair = await buildMenus(demoIndex, task, { params: menuParams({ budget: 32, top: 8 }) });
    const d = diagnoseMenu(pair.context, pair.statePath, { gold: task.gold, other: pair.relevance, top: 8 });
    expect(d.outcome.reaches).toBe(false);
    expect(d.verdict).toContain('from_address_id strongly enough (best link 0.40 from shop.get_customer');
    const gap = d.schemaGaps.find((g) => g.consumer.toolId === 'easypost.create_return_shipment');
    expect(gap?.field).toBe('from_address_id');
    expect(gap?.weak[0]).toMatchObject({ producer: { toolId: 'shop.get_customer' } });
  });

  it('keeps the request’s main target when a weak guess’s chain passes through it, and never prints an empty target', async () => {
    const pair = await buildMenus(
      index,
      { query: 'render the receipt pdf and email the receipt to the customer', state: ['order_id'] },
      { params: menuParams({ budget: 6, top: 4 }) },
    );
    const d = diagnoseMenu(pair.context, pair.statePath, { top: 4 });
    expect(d.targets.map((t) => t.target.toolId)).toEqual(['shop.render_receipt_pdf']);
    expect(d.verdict).not.toMatch(/reaches ,|reaches\s*$/);
    expect(d.verdict).toMatch(/^State-Path menu reaches shop\.render_receipt_pdf in 1 call/);
  });

  it('drops a predicted target that another strong target needs on its way (a step, not an end)', async () => {
    const pair = await buildMenus(index, task, { params: menuParams({ budget: 6, top: 4 }) });
    const strong = pair.context.targets.filter((t) => t.weight >= 0.5).map((t) => index.tools[t.tool]?.tool.id);
    expect(strong).toEqual(['shop.send_receipt', 'shop.get_order', 'shop.render_receipt_pdf']);
    const d = diagnoseMenu(pair.context, pair.statePath, { top: 4 });
    expect(d.targets.map((t) => [t.target.toolId, t.source])).toEqual([['shop.send_receipt', 'predicted']]);
  });

  it('says when the target is only a guess, and not when gold or a chosen target names it', async () => {
    const guessed = await buildMenus(index, task, { params: menuParams({ budget: 6, top: 4 }) });
    const d = diagnoseMenu(guessed.context, guessed.statePath, { top: 4 });
    expect(d.outcome).toEqual({ reaches: true, target: 'shop.send_receipt', calls: 4, guessed: true });
    expect(d.verdict).toContain(
      `reaches shop.send_receipt in 4 calls, producers before consumers; ${GUESSED_TARGET_NOTE}`,
    );
    const gold = diagnoseMenu(guessed.context, guessed.statePath, { top: 4, gold: { chain: ['shop.send_receipt'] } });
    expect(gold.outcome.guessed).toBe(false);
    expect(gold.verdict).not.toContain('guess');
    const chosen = await buildMenus(
      index,
      { ...task, target: 'shop.send_receipt' },
      { params: menuParams({ budget: 6, top: 4 }) },
    );
    const c = diagnoseMenu(chosen.context, chosen.statePath, { top: 4 });
    expect(c.targets[0]?.source).toBe('chosen');
    expect(c.verdict).not.toContain('guess');
  });
});

describe('verdictOf', () => {
  const ref = (toolId: string, rank?: number, relevanceRank = 0): ToolRef => ({
    tool: toolId.length,
    toolId,
    relevanceRank,
    ...(rank === undefined ? {} : { rank }),
  });
  const base: MenuDiagnosis = {
    method: 'relevance',
    verdict: '',
    outcome: { reaches: false, calls: null, guessed: false },
    targets: [],
    missingBridges: [],
    blocked: [],
    inversions: [],
    crowding: [],
    schemaGaps: [],
  };

  it('names no empty target: a menu with no target and an inversion says it has no target to check', () => {
    const d = { ...base, inversions: [{ field: 'x', consumer: ref('a.use', 1), producer: ref('b.make', 3) }] };
    const v = verdictOf(d, true);
    expect(v.text).toBe(
      'Relevance menu has no target to check: no gold path, and no likely target stands out (choose one)',
    );
    expect(v.outcome).toEqual({ reaches: false, calls: null, guessed: false });
    expect(verdictOf(d, false).text).toContain('no tool of the catalog matches the request');
  });

  it('names the producer on the catalog’s cheapest chain before the best-ranked one', () => {
    const target = ref('shop.send', 1, 1);
    const d: MenuDiagnosis = {
      ...base,
      targets: [
        {
          target,
          source: 'gold',
          onMenu: true,
          reachable: false,
          chain: [],
          blockedBy: { hops: [], field: 'email', consumer: target },
        },
      ],
      missingBridges: [
        {
          field: 'email',
          consumer: target,
          producers: [ref('crm.best_ranked', undefined, 2), ref('crm.on_the_chain', undefined, 9)],
          suggested: ref('crm.on_the_chain', undefined, 9),
          weak: [],
        },
      ],
    };
    expect(verdictOf(d).text).toBe(
      'Relevance menu cannot reach shop.send: nothing on it produces email; crm.on_the_chain ranks 9',
    );
  });
});

describe('findCrowding', () => {
  const mailers = (vendors: string[]) =>
    buildCatalogIndex(
      catalogOf([
        tool('shop.get_order', 'Look up an order by its id.', ['order_id'], ['customer_email']),
        ...vendors.map((v) =>
          tool(
            `${v}.send_receipt_email_message`,
            `Send an email receipt message with ${v}.`,
            ['to_address'],
            ['message_id'],
          ),
        ),
      ]),
    );
  const crowdingOf = async (vendors: string[]) => {
    const c = mailers(vendors);
    const pair = await buildMenus(
      c,
      { query: 'send the receipt email', state: ['order_id'] },
      { params: menuParams({ budget: 8, top: 4 }) },
    );
    return diagnoseMenu(pair.context, pair.relevance, { top: 4 }).crowding;
  };

  it('needs three near-duplicates: two are an alternative, not a crowd', async () => {
    expect(await crowdingOf(['mailgun', 'sendgrid'])).toEqual([]);
    const three = await crowdingOf(['mailgun', 'sendgrid', 'postmark']);
    expect(three).toHaveLength(1);
    expect(three[0]?.tools).toHaveLength(3);
  });
});
