import { describe, expect, it } from 'vitest';
import type { Catalog, Tool } from '../../core/index';
import { sampleTaskCount, sampleTasks } from './sampleTasks';

function tool(name: string, description: string, inputs: string[], outputs: string[]): Tool {
  return {
    id: `shop.${name}`,
    name,
    description,
    inputs: inputs.map((f) => ({ name: f, type: 'string', required: true })),
    outputs: outputs.map((f) => ({ name: f, type: 'string' })),
  };
}

/** A small imported catalog: refunding needs a charge, which needs a customer. */
const catalog: Catalog = {
  format: 'tool-catalog/v1',
  name: 'shop',
  tools: [
    tool('create_customer', 'Creates a customer from an email address.', ['email'], ['customer_id']),
    tool('create_charge', 'Creates a charge for a customer.', ['customer_id', 'amount'], ['charge_id']),
    tool('refund_charge', 'Refunds a charge. The money goes back in 5 days.', ['charge_id', 'amount'], ['refund_id']),
    tool('list_coupons', 'Lists coupons.', [], ['coupon_id']),
    tool('get_balance', 'Balance of the account.', [], ['balance']),
    tool('send_receipt', 'Sends a receipt for a charge to a customer.', ['charge_id', 'customer_id'], ['message_id']),
  ],
};

describe('sample tasks for a catalog loaded without tasks', () => {
  it('are multi-step requests that walk back from the target through producers of its inputs', () => {
    const { tasks } = sampleTasks(catalog, 2);
    expect(tasks.map((t) => t.query)).toEqual([
      'Create a customer from an email address, then create a charge for a customer, and then refund a charge.',
      'Create a customer from an email address, then create a charge for a customer, and then send a receipt for a charge to a customer.',
    ]);
    expect(tasks.map((t) => t.id)).toEqual(['sample-1', 'sample-2']);
  });

  it('give a tool nothing feeds a one-step request, worded as an imperative', () => {
    const queries = sampleTasks(catalog, 6).tasks.map((t) => t.query);
    expect(queries).toContain('List coupons.');
    expect(queries).toContain('Get balance of the account.');
  });

  it('number exactly sampleTaskCount (what the library lists)', () => {
    for (const count of [1, 3, 5, 9])
      expect(sampleTasks(catalog, count).tasks).toHaveLength(sampleTaskCount(catalog.tools.length, count));
    expect(sampleTaskCount(2)).toBe(2);
    expect(sampleTaskCount(400)).toBe(5);
  });
});
