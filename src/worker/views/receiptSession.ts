import { buildCatalogIndex, type Catalog, type TaskSet } from '../../core/index';
import type { InspectorSession } from '../demoSession';

// A small session for the view tests: email a receipt, with a bridge chain and four near-duplicate senders.
const field = (name: string) => ({ name, type: 'string', required: true });
/** A tool with required string inputs and string outputs, for the view tests' catalogs. */
export const tool = (id: string, description: string, inputs: string[], outputs: string[]) => ({
  id,
  name: id.split('.')[1] ?? id,
  description,
  inputs: inputs.map(field),
  outputs: outputs.map((n) => ({ name: n, type: 'string' })),
});

const catalog: Catalog = {
  format: 'tool-catalog/v1',
  name: 'receipt',
  tools: [
    tool('orders.get_order', 'Look up an order by its id.', ['order_id'], ['customer_id']),
    tool('customers.get_customer_email', 'Contact lookup for an account.', ['customer_id'], ['customer_email']),
    tool('receipts.render_receipt_pdf', 'Render a PDF document for an order.', ['order_id'], ['receipt_url']),
    tool(
      'email.send_receipt',
      "Email today's receipt to the customer.",
      ['customer_email', 'receipt_url'],
      ['message_id'],
    ),
    ...['mailgun', 'sendgrid', 'postmark', 'ses'].map((v) =>
      tool(
        `${v}.send_receipt_email`,
        `Send an email receipt to the customer with ${v}.`,
        ['to_address', 'body'],
        ['message_id'],
      ),
    ),
  ],
};
const tasks: TaskSet = {
  format: 'tool-tasks/v1',
  tasks: [
    {
      id: 't1',
      query: "Email today's receipt to the customer",
      state: ['order_id'],
      gold: {
        chain: [
          'orders.get_order',
          'customers.get_customer_email',
          'receipts.render_receipt_pdf',
          'email.send_receipt',
        ],
      },
    },
  ],
};
/** A session for the view and worker tests: a catalog and its tasks, indexed, as if loaded from c.json and t.json. */
export function sessionOf(catalog: Catalog, taskList: TaskSet['tasks']): InspectorSession {
  return {
    catalog,
    tasks: { format: 'tool-tasks/v1', tasks: taskList },
    index: buildCatalogIndex(catalog),
    catalogFile: 'c.json',
    tasksFile: 't.json',
    loadMs: 0,
  };
}

/** The receipt catalog and its one task (gold chain of four tools, s0 = order_id). */
export const receiptSession: InspectorSession = sessionOf(catalog, tasks.tasks);
