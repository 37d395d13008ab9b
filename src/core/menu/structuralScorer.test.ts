import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, tool } from '../testing/fixtures';
import { buildTransitionPrior } from '../state/transitionPrior';
import { mentionOrder } from './stepMentions';
import { analyzeSet, type SetAnalysis } from './setAnalysis';
import { scoreStructurally } from './structuralScorer';
import { createTaskContext } from './taskContext';

/** b_ij as the scorer documents it, pair by pair, with no shortcut (the reference the scorer must equal). */
function documentedPrecedence(a: SetAnalysis): Float32Array {
  const n = a.tools.length;
  const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
  const chainOrder = new Set<number>();
  for (const chain of a.chains) {
    for (const e of chain.edges) {
      const i = a.local.get(e.producer);
      const j = a.local.get(e.consumer);
      if (i !== undefined && j !== undefined && chain.tools.indexOf(e.producer) < chain.tools.indexOf(e.consumer))
        chainOrder.add(i * n + j);
    }
  }
  const out = new Float32Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      let b = (a.need[i * n + j] ?? 0) + (chainOrder.has(i * n + j) ? 0.5 : 0);
      if (!a.ctx.prior.isEmpty)
        b += Math.max(0, 2 * logistic(a.ctx.prior.rho(a.tools[i] ?? 0, a.tools[j] ?? 0) / 2) - 1);
      // The documented wording term, written out (not read from STRUCTURAL_WEIGHTS): not against a one-way link.
      const linkedAgainst = (a.need[j * n + i] ?? 0) > 0 && (a.need[i * n + j] ?? 0) === 0;
      if (!linkedAgainst && mentionOrder(a, i, j) > 0) b += 1.5;
      out[i * n + j] = Math.min(1, b);
    }
  }
  return out;
}

function analysis(withRuns: boolean): SetAnalysis {
  const index = buildCatalogIndex(
    catalogOf([
      tool('shop.get_order', 'Look up an order by its id.', ['order_id'], ['customer_id', 'total']),
      tool('crm.lookup_contact', 'Find the email of a customer.', ['customer_id'], ['customer_email']),
      tool('docs.render_receipt', 'Render the receipt of an order.', ['order_id'], ['receipt_pdf']),
      tool('mail.send_receipt', 'Email a receipt to a customer.', ['customer_email', 'receipt_pdf'], []),
      tool('wx.forecast', 'Get the weather forecast of a city.', ['city'], ['forecast']),
      tool('cal.create_event', 'Create a calendar event.', ['calendar'], ['event_id']),
    ]),
  );
  const runs = withRuns
    ? {
        format: 'tool-trajectories/v1' as const,
        trajectories: [
          {
            calls: ['shop.get_order', 'docs.render_receipt', 'crm.lookup_contact', 'mail.send_receipt'],
            success: true,
          },
          { calls: ['cal.create_event', 'wx.forecast'], success: true },
          { calls: ['docs.render_receipt', 'shop.get_order'], success: true },
        ],
      }
    : undefined;
  const { prior } = buildTransitionPrior(index, runs);
  const ctx = createTaskContext(
    index,
    { query: 'Render the receipt of order 84213, then email it to the customer', state: ['order_id'] },
    prior,
  );
  return analyzeSet(ctx, [0, 1, 2, 3, 4, 5]);
}

describe('the structural scorer', () => {
  it('computes b_ij as documented, with and without successful runs', () => {
    for (const withRuns of [false, true]) {
      const a = analysis(withRuns);
      expect(Array.from(scoreStructurally(a).precedence)).toEqual(Array.from(documentedPrecedence(a)));
    }
  });

  it('orders a producer before its consumer and the step the request names first', () => {
    const a = analysis(true);
    const { precedence } = scoreStructurally(a);
    const n = a.tools.length;
    // lookup_contact produces the email send_receipt needs; the request names rendering first.
    expect(precedence[1 * n + 3]).toBeGreaterThan(precedence[3 * n + 1] ?? 0);
    expect(precedence[2 * n + 3]).toBeGreaterThan(precedence[3 * n + 2] ?? 0);
  });

  it('lets a one-way field link, not the wording, order a step the request names after its consumer', () => {
    const index = buildCatalogIndex(
      catalogOf([
        tool(
          'rail.get_tickets',
          'Find train tickets between two stations on a date.',
          ['station', 'date'],
          ['tickets'],
        ),
        tool('clock.get_current_date', 'Get the current calendar date.', [], ['date']),
        tool('rail.find_station', 'Find the station code of a city.', ['city'], ['station']),
      ]),
    );
    const ctx = createTaskContext(index, {
      query: 'Find train tickets from the Paris station for the current calendar date',
      state: ['city'],
    });
    const a = analyzeSet(ctx, [0, 1, 2]);
    const n = a.tools.length;
    const tickets = a.local.get(index.byId.get('rail.get_tickets') ?? -1) ?? -1;
    const today = a.local.get(index.byId.get('clock.get_current_date') ?? -1) ?? -1;
    // The request names the tickets first…
    expect(mentionOrder(a, tickets, today)).toBeGreaterThan(0);
    // …but the current date feeds their `date`, and nothing runs back.
    expect(a.need[today * n + tickets]).toBeGreaterThan(0);
    const { precedence } = scoreStructurally(a);
    expect(precedence[today * n + tickets]).toBeGreaterThan(precedence[tickets * n + today] ?? 1);
    expect(Array.from(precedence)).toEqual(Array.from(documentedPrecedence(a)));
  });
});
