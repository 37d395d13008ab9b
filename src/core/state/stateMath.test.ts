import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, receiptCatalog, tool } from '../testing/fixtures';
import { generateDemo } from '../../generator/index';
import { backwardClosure, catalogChain } from './backwardClosure';
import { extractChain, solveChains } from './cheapestChains';
import { producerOverlap, stateFit } from './fit';
import { assignRoles } from './roles';
import { givenStateFields, resolveState } from './stateFields';
import { buildTransitionPrior } from './transitionPrior';

const index = buildCatalogIndex(receiptCatalog());
const at = (id: string) => {
  const t = index.tools[index.byId.get(id) ?? -1];
  if (!t) throw new Error(id);
  return t;
};
const s0 = resolveState(index, givenStateFields(index, ['order_id']));

describe('χ (state fit)', () => {
  it('is 1 when s0 covers every required input, 0 when it covers none, a share otherwise', () => {
    expect(stateFit(at('shop.get_order'), s0)).toBe(1);
    expect(stateFit(at('shop.get_customer_email'), s0)).toBe(0);
    const partial = resolveState(index, givenStateFields(index, ['customer_email']));
    expect(stateFit(at('shop.send_receipt'), partial)).toBe(0.5);
  });

  it('counts a tool without required inputs as callable', () => {
    const c = buildCatalogIndex(catalogOf([tool('a.list', 'list all', [], ['x'])]));
    expect(stateFit(c.tools[0]!, resolveState(c, []))).toBe(1);
  });
});

describe('κ (producer → consumer overlap)', () => {
  it('is the share of the consumer’s required inputs the producer supplies', () => {
    expect(producerOverlap(index, at('shop.get_order'), at('shop.get_customer_email'))).toBe(1);
    expect(producerOverlap(index, at('shop.get_customer_email'), at('shop.send_receipt'))).toBe(0.5);
    expect(producerOverlap(index, at('shop.send_receipt'), at('shop.get_order'))).toBe(0);
  });

  it('uses link strength for weaker links', () => {
    const c = buildCatalogIndex(
      catalogOf([
        tool('sky.find', 'find', [], ['sky_id']),
        tool('sky.flights', 'flights', ['origin_sky_id'], ['flight_id']),
      ]),
    );
    expect(producerOverlap(c, c.tools[0]!, c.tools[1]!)).toBeCloseTo(0.8);
  });
});

describe('ρ (transition prior)', () => {
  it('is the smoothed log-odds of first-call order over successful runs, 0 without data', () => {
    const { prior, unmatched } = buildTransitionPrior(index, {
      format: 'tool-trajectories/v1',
      trajectories: [
        { calls: ['shop.get_order', 'shop.get_customer_email'], success: true },
        { calls: ['shop.get_order', 'shop.get_customer_email', 'shop.get_order'], success: true },
        { calls: ['shop.get_customer_email', 'shop.get_order'], success: false },
        { calls: ['ghost.tool'], success: true },
      ],
    });
    const a = index.byId.get('shop.get_order') ?? -1;
    const b = index.byId.get('shop.get_customer_email') ?? -1;
    expect(prior.rho(a, b)).toBeCloseTo(Math.log(3 / 1));
    expect(prior.rho(b, a)).toBeCloseTo(Math.log(1 / 3));
    expect(prior.rho(a, index.byId.get('weather.current') ?? -1)).toBe(0);
    expect(unmatched).toEqual(['ghost.tool']);
  });
});

describe('cheapest chains and roles', () => {
  it('walks back from the target to s0 with producers before consumers', () => {
    const target = index.byId.get('shop.send_receipt') ?? -1;
    const chain = catalogChain(index, s0, target, () => 1);
    const ids = chain.tools.map((t) => index.tools[t]?.tool.id);
    expect(chain.reachable).toBe(true);
    expect(ids).toEqual(['shop.get_order', 'shop.get_customer_email', 'shop.render_receipt_pdf', 'shop.send_receipt']);
    const roles = assignRoles(index, chain, []);
    expect(Object.fromEntries([...roles].map(([t, r]) => [index.tools[t]?.tool.id, r]))).toEqual({
      'shop.get_order': 'entry',
      'shop.get_customer_email': 'bridge',
      'shop.render_receipt_pdf': 'entry',
      'shop.send_receipt': 'target',
    });
  });

  it('prefers the cheaper of two producer chains', () => {
    const c = buildCatalogIndex(
      catalogOf([
        tool('x.long1', 'step', ['a'], ['b']),
        tool('x.long2', 'step', ['b'], ['c']),
        tool('x.short', 'step', ['a'], ['c']),
        tool('x.target', 'goal', ['c'], ['done']),
      ]),
    );
    const chain = catalogChain(c, resolveState(c, givenStateFields(c, ['a'])), 3, () => 1);
    expect(chain.tools.map((t) => c.tools[t]?.tool.id)).toEqual(['x.short', 'x.target']);
  });

  it('still takes a dearer producer that a weaker link made the cheaper choice after cheap producers of the field have run', () => {
    // Five vendors hand out contact_id at weight 1, but an identifier from another API keeps
    // half its strength (cost 1 + 0.5); the CRM's own lookup costs 1.4 and links at full strength.
    const vendors = [1, 2, 3, 4, 5].map((k) => tool(`vendor${k}.new_contact`, 'contact', [], ['contact_id']));
    const c = buildCatalogIndex(
      catalogOf([
        ...vendors,
        tool('crm.find_contact', 'contact', ['email'], ['contact_id']),
        tool('crm.log_call', 'call', ['contact_id'], ['call_id']),
      ]),
    );
    const lookup = c.byId.get('crm.find_contact') ?? -1;
    const target = c.byId.get('crm.log_call') ?? -1;
    const chain = catalogChain(c, resolveState(c, givenStateFields(c, ['email'])), target, (t) =>
      t === lookup ? 1.4 : 1,
    );
    expect(chain.tools.map((t) => c.tools[t]?.tool.id)).toEqual(['crm.find_contact', 'crm.log_call']);
    expect(chain.cost).toBeCloseTo(2.4);
  });

  it('finds the one producer of a field behind thousands of producers of another', () => {
    // Breadth first, the 2,100 producers of `a` come before `b`'s only producer: a closure cut at
    // 2,048 tools (until 2026-12-02) missed it and reported `b` as a schema gap.
    const many = Array.from({ length: 2100 }, (_, k) => tool(`v${k}.make_a`, 'a', [], ['a']));
    const c = buildCatalogIndex(
      catalogOf([tool('x.target', 'goal', ['a', 'b'], ['done']), ...many, tool('x.make_b', 'b', ['seed'], ['b'])]),
    );
    const chain = catalogChain(c, resolveState(c, givenStateFields(c, ['seed'])), 0, () => 1);
    expect(chain.reachable).toBe(true);
    expect(chain.missing).toEqual([]);
    expect(chain.tools.map((t) => c.tools[t]?.tool.id)).toContain('x.make_b');
  });

  it('costs every target of a generated catalog as the search over its closure does', () => {
    // The catalog-wide search (shared requirement lists, identifier consumers grouped by API,
    // state reused between calls) against solveChains over the same tools: same costs and gaps.
    const demo = generateDemo({ seed: 5, tools: 1500, tasks: 12 });
    const c = buildCatalogIndex(demo.catalog);
    let compared = 0;
    for (const task of demo.tasks.tasks) {
      const state = resolveState(c, givenStateFields(c, task.state ?? []));
      const weight = (t: number): number => 1 + (t % 7) / 14;
      for (const id of task.gold?.chain ?? []) {
        const target = c.byId.get(id) ?? -1;
        const fast = catalogChain(c, state, target, weight);
        const plain = extractChain(
          c,
          solveChains(c, state, backwardClosure(c, state, target), weight, undefined, target),
          target,
        );
        expect([fast.reachable, fast.missing.length]).toEqual([plain.reachable, plain.missing.length]);
        if (plain.reachable) expect(fast.cost).toBeCloseTo(plain.cost, 9);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('reports the missing field when the set lacks a producer', () => {
    const tools = [index.byId.get('shop.get_order') ?? -1, index.byId.get('shop.send_receipt') ?? -1];
    const sol = solveChains(index, s0, tools, () => 1);
    const chain = extractChain(index, sol, tools[1] ?? -1);
    expect(chain.reachable).toBe(false);
    expect(chain.missing.map((m) => index.vocab.names[m.fieldId]).sort()).toEqual(['customer_email', 'receipt_url']);
  });
});
