import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import type { Tool } from '../catalog/types';
import { createRng } from '../util/prng';
import { givenStateFields, resolveState } from '../state/stateFields';
import { catalogOf, tool } from '../testing/fixtures';
import { agentParams, attention, DEFAULT_AGENT } from './agentModel';
import { compileMenuProblem } from './menuProblem';
import { simulateMenu } from './simulateMenu';
import { simulateRun } from './simulateRun';

const u = { utility: { latency_ms: 100, cost_usd: 0.001, success_rate: 1 } };

function compiled(tools: Tool[], order: string[], s0: string[], target: string) {
  const index = buildCatalogIndex(catalogOf(tools));
  const state = resolveState(index, givenStateFields(index, s0));
  return compileMenuProblem(
    index,
    state,
    order.map((id) => index.byId.get(id) ?? -1),
    [index.byId.get(target) ?? -1],
  );
}

describe('simulated agent runs', () => {
  const tools = [
    tool('shop.get_order', 'Look up an order.', ['order_id'], ['customer_id'], u),
    tool('shop.get_customer_email', 'Email of a customer.', ['customer_id'], ['customer_email'], u),
    tool('shop.send_receipt', 'Send the receipt email to the customer.', ['customer_email'], ['message_id'], u),
    ...['a', 'b', 'c', 'd'].map((v) => tool(`${v}.weather`, `Weather forecast ${v}.`, ['city'], ['forecast'], u)),
  ];
  const fillers = ['a.weather', 'b.weather', 'c.weather', 'd.weather'];
  const ordered = compiled(
    tools,
    ['shop.get_order', 'shop.get_customer_email', 'shop.send_receipt', ...fillers],
    ['order_id'],
    'shop.send_receipt',
  );
  const inverted = compiled(
    tools,
    ['shop.send_receipt', 'shop.get_customer_email', 'shop.get_order', ...fillers],
    ['order_id'],
    'shop.send_receipt',
  );
  const noBridge = compiled(
    tools,
    ['shop.get_order', 'shop.send_receipt', ...fillers],
    ['order_id'],
    'shop.send_receipt',
  );

  it('is reproducible from the seed and labelled as a simulation', () => {
    const a = simulateMenu(ordered, { runs: 50, seed: 7, label: 't' });
    const b = simulateMenu(ordered, { runs: 50, seed: 7, label: 't' });
    expect(b).toEqual(a);
    expect(a.stats.label).toBe('simulation');
    expect(simulateRun(inverted, DEFAULT_AGENT, createRng(3))).toEqual(
      simulateRun(inverted, DEFAULT_AGENT, createRng(3)),
    );
    expect(simulateMenu(inverted, { runs: 50, seed: 8, label: 't' }).tally).not.toEqual(
      simulateMenu(inverted, { runs: 50, seed: 7, label: 't' }).tally,
    );
  });

  it('a complete, ordered menu succeeds more often than one missing a bridge, and more cleanly than an inverted one', () => {
    const good = simulateMenu(ordered, { runs: 400, seed: 1, label: 't' }).stats;
    const missing = simulateMenu(noBridge, { runs: 400, seed: 1, label: 't' }).stats;
    const backwards = simulateMenu(inverted, { runs: 400, seed: 1, label: 't' }).stats;
    expect(good.successRate).toBeGreaterThan(0.9);
    expect(missing.successRate).toBe(0);
    expect(backwards.prematurePerRun).toBeGreaterThan(good.prematurePerRun + 0.3);
    expect(backwards.meanCalls).toBeGreaterThan(good.meanCalls);
  });

  it('counts wrong-tool calls among near-duplicates of a wanted tool', () => {
    const lookalikes = ['mailgun', 'sendgrid', 'postmark'].map((v) =>
      tool(
        `${v}.send_receipt`,
        `Send the receipt email to the customer (${v}).`,
        ['to_address', 'receipt_url'],
        ['message_id'],
        u,
      ),
    );
    const index = buildCatalogIndex(catalogOf([...tools, ...lookalikes]));
    const state = resolveState(index, givenStateFields(index, ['order_id']));
    const menu = [
      'shop.get_order',
      'mailgun.send_receipt',
      'sendgrid.send_receipt',
      'postmark.send_receipt',
      'shop.get_customer_email',
      'shop.send_receipt',
    ].map((id) => index.byId.get(id) ?? -1);
    const stats = simulateMenu(compileMenuProblem(index, state, menu, [index.byId.get('shop.send_receipt') ?? -1]), {
      runs: 200,
      seed: 1,
      label: 'r',
    }).stats;
    expect(stats.wrongToolPerRun).toBeGreaterThan(0.3);
    const calm = simulateMenu(compileMenuProblem(index, state, menu, [index.byId.get('shop.send_receipt') ?? -1]), {
      runs: 200,
      seed: 1,
      label: 'r',
      agent: agentParams({ wrongToolPropensity: 0 }),
    }).stats;
    expect(calm.wrongToolPerRun).toBe(0);
    expect(calm.successRate).toBeGreaterThan(stats.successRate);
  });

  it('attention decays with the slot down to its floor', () => {
    expect(attention(DEFAULT_AGENT, 1)).toBe(1);
    expect(attention(DEFAULT_AGENT, 2)).toBeCloseTo(0.9, 12);
    expect(attention(DEFAULT_AGENT, 60)).toBe(DEFAULT_AGENT.attentionFloor);
  });
});
