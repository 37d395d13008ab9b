import { describe, expect, it } from 'vitest';
import { buildCatalogIndex, frozenClock, type Catalog, type TaskSet } from '../../core/index';
import type { InspectorSession } from '../demoSession';
import { menusView } from './menusView';

const field = (name: string) => ({ name, type: 'string', required: true });
const tool = (id: string, description: string, inputs: string[], outputs: string[]) => ({ id, name: id.split('.')[1] ?? id, description, inputs: inputs.map(field), outputs: outputs.map((n) => ({ name: n, type: 'string' })) });

const catalog: Catalog = {
  format: 'tool-catalog/v1',
  name: 'receipt',
  tools: [
    tool('orders.get_order', 'Look up an order by its id.', ['order_id'], ['customer_id']),
    tool('customers.get_customer_email', 'Contact lookup for an account.', ['customer_id'], ['customer_email']),
    tool('receipts.render_receipt_pdf', 'Render a PDF document for an order.', ['order_id'], ['receipt_url']),
    tool('email.send_receipt', "Email today's receipt to the customer.", ['customer_email', 'receipt_url'], ['message_id']),
    ...['mailgun', 'sendgrid', 'postmark', 'ses'].map((v) => tool(`${v}.send_receipt_email`, `Send an email receipt to the customer with ${v}.`, ['to_address', 'body'], ['message_id'])),
  ],
};
const tasks: TaskSet = {
  format: 'tool-tasks/v1',
  tasks: [{ id: 't1', query: "Email today's receipt to the customer", state: ['order_id'], gold: { chain: ['orders.get_order', 'customers.get_customer_email', 'receipts.render_receipt_pdf', 'email.send_receipt'] } }],
};
const session: InspectorSession = { catalog, tasks, index: buildCatalogIndex(catalog), catalogFile: 'c.json', tasksFile: 't.json', loadMs: 0 };

describe('menusView', () => {
  it('builds plain, cloneable views of both menus with K slots', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 6, top: 3 }, frozenClock);
    expect(structuredClone(view)).toEqual(view);
    expect(view.relevance.slots).toHaveLength(6);
    expect(view.statePath.slots).toHaveLength(6);
    expect(view.state).toEqual([{ name: 'order_id', source: 'given', confidence: 1 }]);
    expect(view.scorer).toBe('structural');
  });

  it('gives top-L State-Path slots retriever and reranker terms, later slots retriever terms only', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 6, top: 3 }, frozenClock);
    const keys = (rank: number) => view.statePath.slots[rank - 1]?.terms.map((t) => t.key);
    expect(keys(1)).toEqual(['M', 'lambdaC', 'etaD', 'sR', 'm', 'phi', 'P', 'e', 'order', 'sO']);
    expect(keys(4)).toEqual(['M', 'lambdaC', 'etaD', 'sR']);
    expect(view.relevance.slots[0]?.terms.map((t) => t.key)).toEqual(['bm25']);
  });

  it('names the earlier slot that supplies each required input', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 6, top: 6 }, frozenClock);
    const email = view.statePath.slots.find((s) => s.toolId === 'customers.get_customer_email');
    const order = view.statePath.slots.find((s) => s.toolId === 'orders.get_order');
    expect(email?.supplies[0]?.producers.map((p) => p.toolId)).toEqual(['orders.get_order']);
    expect(email?.supplies[0]?.producers[0]?.before).toBe(true);
    expect(order?.supplies[0]?.fromState).toEqual(['order_id']);
  });

  it('rejects an unknown task and a K below 1 with one readable line', async () => {
    await expect(menusView(session, { taskId: 'nope', budget: 6, top: 3 }, frozenClock)).rejects.toThrow('t.json: no task with id "nope"');
    await expect(menusView(session, { taskId: 't1', budget: 0, top: 3 }, frozenClock)).rejects.toThrow('K must be an integer ≥ 1');
  });
});
