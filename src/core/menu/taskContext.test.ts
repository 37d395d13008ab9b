import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { SATISFIED } from '../state/stateFields';
import { catalogOf, tool } from '../testing/fixtures';
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

describe('a generic field the task gives as state', () => {
  // `numbers` and `name` are generic: the index reads each as its tool's (mean_numbers, channel_name).
  const index = buildCatalogIndex(
    catalogOf([
      tool('stats.mean', 'Calculate the mean of a list of numbers.', ['numbers'], ['result']),
      tool('chat.create_channel', 'Create a chat channel.', ['name'], ['channel_id']),
      tool('crm.rename_company', 'Rename a company in the CRM.', ['name'], ['company_id']),
    ]),
  );
  const sat = (query: string, state: string[], toolId: string): number => {
    const ctx = createTaskContext(index, { query, state });
    const t = index.tools[index.byId.get(toolId) ?? -1];
    return Math.min(...(t?.requirements ?? []).map((r) => ctx.state.sat[r.fieldId] ?? 0));
  };

  it('satisfies the inputs so named of the tools the request is about', () => {
    expect(index.tools[0]?.inputs[0]?.canonical).not.toBe('numbers');
    expect(sat('What is the mean of 4, 8 and 15?', ['numbers'], 'stats.mean')).toBeGreaterThanOrEqual(SATISFIED);
    expect(sat('Create a channel called launch', ['name'], 'chat.create_channel')).toBeGreaterThanOrEqual(SATISFIED);
  });

  it('not those of tools no word of the request matches', () => {
    expect(sat('Create a channel called launch', ['name'], 'crm.rename_company')).toBe(0);
  });
});
