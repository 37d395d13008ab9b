import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import type { GoldPath } from '../catalog/types';
import type { Menu } from '../menu/buildMenus';
import { redundancy } from '../menu/redundancy';
import { analyzeSet } from '../menu/setAnalysis';
import { createTaskContext } from '../menu/taskContext';
import { catalogOf, tool } from '../testing/fixtures';
import { overlayTrace } from './overlayTrace';
import type { CallStatus, MatchedTrace } from './traceTypes';

const index = buildCatalogIndex(
  catalogOf([
    tool('shop.get_order', 'Look up an order by its id.', ['order_id'], ['customer_id', 'order_total']),
    tool('shop.get_customer_email', 'Contact lookup for an account.', ['customer_id'], ['customer_email']),
    tool('shop.render_receipt_pdf', 'Render a PDF document for an order.', ['order_id'], ['receipt_url']),
    tool(
      'shop.send_receipt',
      'Email the receipt PDF to the customer.',
      ['customer_email', 'receipt_url'],
      ['message_id'],
      { effects: 'irreversible' },
    ),
    tool(
      'mailgun.send_receipt',
      'Email the receipt PDF to the customer with Mailgun.',
      ['customer_email', 'receipt_url', 'domain'],
      ['message_id'],
    ),
    tool('weather.current', 'Current weather for a city.', ['city'], ['temperature']),
  ]),
);
const gold: GoldPath = {
  chain: ['shop.get_order', 'shop.get_customer_email', 'shop.render_receipt_pdf', 'shop.send_receipt'],
  edges: [
    ['shop.get_order', 'shop.get_customer_email'],
    ['shop.get_customer_email', 'shop.send_receipt'],
    ['shop.render_receipt_pdf', 'shop.send_receipt'],
  ],
};
const ctx = createTaskContext(index, {
  id: 't',
  query: "Email today's receipt for the order to the customer",
  state: ['order_id'],
});

/** A hand-made menu in the given slot order. */
function menuOf(ids: string[]): Menu {
  const tools = ids.map((id) => index.byId.get(id) ?? -1);
  const slots = tools.map((t, k) => ({
    rank: k + 1,
    tool: t,
    toolId: ids[k] ?? '',
    role: 'none' as const,
    score: 0,
    terms: {},
    relevanceRank: 0,
    matchedTerms: [],
  }));
  return { method: 'relevance', slots, timingsMs: {}, analysis: analyzeSet(ctx, tools) };
}

function traceOf(calls: [string, CallStatus, string?][], success?: boolean): MatchedTrace {
  const trace: MatchedTrace = {
    id: 'run',
    calls: calls.map(([toolId, status, error], k) => ({
      name: toolId,
      toolId,
      tool: index.byId.get(toolId) ?? -1,
      status,
      path: `$[${k}]`,
      ...(error ? { error } : {}),
    })),
  };
  if (success !== undefined) trace.success = success;
  return trace;
}

const complete = [
  'shop.get_order',
  'shop.get_customer_email',
  'shop.render_receipt_pdf',
  'shop.send_receipt',
  'mailgun.send_receipt',
  'weather.current',
];
const happy: [string, CallStatus][] = [
  ['shop.get_order', 'ok'],
  ['shop.get_customer_email', 'ok'],
  ['shop.render_receipt_pdf', 'ok'],
  ['shop.send_receipt', 'ok'],
];

describe('overlaying a trace on a menu', () => {
  it('shows slots and reports a finished run as such', () => {
    const o = overlayTrace(ctx, menuOf(complete), traceOf(happy), { gold, top: 4 });
    expect(o.calls.map((c) => c.slot)).toEqual([1, 2, 3, 4]);
    expect(o).toMatchObject({
      outcome: 'success',
      reachedTargets: ['shop.send_receipt'],
      attribution: { cause: 'none' },
    });
    expect(o.firstPremature).toBeUndefined();
  });

  it('attributes a premature call to a consumer listed above its producer to order inversion', () => {
    const menu = menuOf(['shop.send_receipt', 'shop.render_receipt_pdf', 'shop.get_customer_email', 'shop.get_order']);
    const o = overlayTrace(
      ctx,
      menu,
      traceOf(
        [
          ['shop.send_receipt', 'error', 'missing customer_email'],
          ['weather.current', 'ok'],
        ],
        false,
      ),
      { gold, top: 4 },
    );
    expect(o.calls[0]).toMatchObject({ slot: 1, premature: true, missingInputs: ['customer_email', 'receipt_url'] });
    expect(o.calls[1]?.slot).toBeUndefined();
    expect(o).toMatchObject({ firstPremature: 0, failedAt: 0, outcome: 'failure' });
    expect(o.attribution).toMatchObject({ cause: 'order-inversion', call: 0 });
    expect(o.attribution.detail).toContain(
      'shop.send_receipt (slot 1) was called before customer_email existed; its producer shop.get_customer_email is listed below it (slot 3)',
    );
  });

  it('attributes a run on a menu without the bridge to the missing bridge', () => {
    const menu = menuOf(['shop.get_order', 'shop.render_receipt_pdf', 'shop.send_receipt']);
    const o = overlayTrace(
      ctx,
      menu,
      traceOf([
        ['shop.get_order', 'ok'],
        ['shop.render_receipt_pdf', 'ok'],
        ['shop.send_receipt', 'error'],
      ]),
      { gold, top: 3 },
    );
    expect(o.calls[2]).toMatchObject({ premature: true, missingInputs: ['customer_email'] });
    expect(o.attribution).toMatchObject({ cause: 'missing-bridge', call: 2 });
    expect(o.attribution.detail).toBe(
      'nothing on the menu produces customer_email (needed by shop.send_receipt); shop.get_customer_email does',
    );
  });

  it('attributes a run whose menu lacks the target to the missing target', () => {
    const menu = menuOf([
      'shop.get_order',
      'shop.get_customer_email',
      'shop.render_receipt_pdf',
      'mailgun.send_receipt',
    ]);
    const o = overlayTrace(
      ctx,
      menu,
      traceOf([
        ['shop.get_order', 'ok'],
        ['shop.get_customer_email', 'ok'],
        ['shop.render_receipt_pdf', 'ok'],
        ['mailgun.send_receipt', 'error'],
      ]),
      { gold, top: 4 },
    );
    expect(o.attribution.cause).toBe('missing-target');
    expect(o.attribution.detail).toMatch(/^the target shop\.send_receipt is not on the menu/);
  });

  it('attributes a failed call with its inputs present to a tool error', () => {
    const o = overlayTrace(
      ctx,
      menuOf(complete),
      traceOf([
        ['shop.get_order', 'ok'],
        ['shop.get_customer_email', 'error', 'timeout'],
      ]),
      { gold, top: 4 },
    );
    expect(o).toMatchObject({
      failedAt: 1,
      outcome: 'failure',
      attribution: { cause: 'tool-error', call: 1, detail: 'shop.get_customer_email failed: timeout' },
    });
  });

  it('attributes a call to a near-duplicate of the target to crowding', () => {
    expect(
      redundancy(index, index.byId.get('shop.send_receipt') ?? -1, index.byId.get('mailgun.send_receipt') ?? -1),
    ).toBeGreaterThanOrEqual(0.45);
    const calls: [string, CallStatus][] = [...happy.slice(0, 3), ['mailgun.send_receipt', 'error']];
    const o = overlayTrace(ctx, menuOf(complete), traceOf(calls), { gold, top: 4 });
    expect(o.calls[3]).toMatchObject({
      nearDuplicateOf: 'shop.send_receipt',
      slot: 5,
      premature: true,
      missingInputs: ['domain'],
    });
    expect(o.attribution.cause).toBe('crowding');
    expect(o.attribution.detail).toBe(
      'mailgun.send_receipt (slot 5) was called instead of its near-duplicate shop.send_receipt',
    );
  });
});
