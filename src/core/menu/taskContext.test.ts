import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { restCatalog } from '../testing/restCatalog';
import { ACTION_BOOST, LIKELY_TARGETS, createTaskContext } from './taskContext';

const index = buildCatalogIndex(restCatalog());
const targets = (query: string): string[] =>
  createTaskContext(index, { query }).targets.map((t) => index.tools[t.tool]?.tool.name ?? '');

describe('likely targets follow the request’s verb and object', () => {
  it('"refund …" → the operation that creates a refund, not the ones that list, read or update refunds', () => {
    expect(targets('Refund the last charge of the customer named by email bob@example.com')[0]).toBe('PostRefunds');
  });

  it('"create a new customer" → PostCustomers; "update the email of a customer" → the update', () => {
    expect(targets('Create a new customer with email bob@example.com')[0]).toBe('PostCustomers');
    expect(targets('Update the email of customer cus_1')[0]).toBe('PostCustomersCustomer');
  });

  it('"list the refunds" → the list; "cancel refund" → the cancel action', () => {
    expect(targets('List the refunds of charge ch_123')[0]).toBe('GetRefunds');
    expect(targets('Cancel refund re_123')[0]).toBe('PostRefundsRefundCancel');
  });

  it('keeps LIKELY_TARGETS of the top relevance tools, the first at weight 1, raised by at most 1 + ACTION_BOOST', () => {
    const ctx = createTaskContext(index, {
      query: 'Refund the last charge of the customer named by email bob@example.com',
    });
    expect(ctx.targets.length).toBeLessThanOrEqual(LIKELY_TARGETS);
    expect(ctx.targets[0]?.weight).toBe(1);
    const relevanceBest = ctx.relevance.scores[ctx.relevance.order[0] ?? 0] ?? 0;
    for (const t of ctx.targets) {
      expect(ctx.relevance.rank[t.tool]).toBeLessThanOrEqual(2 * LIKELY_TARGETS);
      expect(t.weight).toBeLessThanOrEqual(1);
      // A target's weight is (score / best)² with score at most relevance × (1 + ACTION_BOOST).
      expect(Math.sqrt(t.weight)).toBeLessThanOrEqual(
        ((ctx.relevance.scores[t.tool] ?? 0) * (1 + ACTION_BOOST)) / relevanceBest + 1e-9,
      );
    }
  });
});

describe('a chosen target (TaskInput.target)', () => {
  const query = 'Refund the last charge of the customer named by email bob@example.com';
  const idOf = (name: string): string => index.catalog.tools.find((t) => t.name === name)?.id ?? '';

  it('is the only likely target, weight 1; the predicted ones stay in `predicted`', () => {
    const predicted = createTaskContext(index, { query });
    const chosenId = idOf('GetRefunds');
    const ctx = createTaskContext(index, { query, target: chosenId });
    expect(ctx.targets).toEqual([{ tool: index.byId.get(chosenId), weight: 1, action: false }]);
    expect(ctx.chosenTarget).toBe(index.byId.get(chosenId));
    expect(ctx.predicted).toEqual(predicted.targets);
    expect(predicted.predicted).toBe(predicted.targets);
    expect(predicted.chosenTarget).toBeUndefined();
  });

  it('an id the catalog lacks leaves the prediction', () => {
    const ctx = createTaskContext(index, { query, target: 'no.such_tool' });
    expect(ctx.chosenTarget).toBeUndefined();
    expect(ctx.targets).toEqual(createTaskContext(index, { query }).targets);
  });

  it('marks the predicted targets that do what the request’s verb asks (ACTION_BOOST)', () => {
    const ctx = createTaskContext(index, { query });
    const first = ctx.targets[0];
    expect(index.tools[first?.tool ?? -1]?.tool.name).toBe('PostRefunds');
    expect(first?.action).toBe(true);
    expect(ctx.targets.some((t) => !t.action)).toBe(true);
  });
});
