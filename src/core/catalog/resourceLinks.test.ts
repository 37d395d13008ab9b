import { describe, expect, it } from 'vitest';
import { resolveState } from '../state/stateFields';
import { supplyStrength } from '../state/fit';
import { catalogOf, tool } from '../testing/fixtures';
import { buildCatalogIndex } from './catalogIndex';
import { explainLinks } from './explainLinks';
import { LINK_STRENGTH } from './nameLinks';
import type { Tool } from './types';

// Shapes of Stripe's and Twilio's specs after import (src/core/importers/fixtures: the
// Stripe-shaped and Twilio excerpts): ids tagged with the resource they identify.
const getCharges = tool(
  'stripe.GetCharges',
  'List all charges',
  [{ name: 'customer', required: false, resource: 'customer' }],
  [],
  {
    outputs: [
      { name: 'data.id', x_path: 'data[].id', resource: 'charge' },
      { name: 'charge_id', x_alias_of: 'data.id', resource: 'charge' },
      { name: 'data.amount', x_path: 'data[].amount' },
    ],
  },
);
const postRefunds = tool(
  'stripe.PostRefunds',
  'Create a refund',
  [
    { name: 'amount', type: 'integer', required: false },
    { name: 'charge', required: false, resource: 'charge', x_subject: true },
    { name: 'payment_intent', required: false, resource: 'payment_intent' },
  ],
  [],
  {
    outputs: [
      { name: 'id', resource: 'refund' },
      { name: 'charge', resource: 'charge' },
    ],
  },
);
const getCustomers = tool('stripe.GetCustomers', 'List all customers', [{ name: 'email', required: false }], [], {
  outputs: [
    { name: 'data.id', x_path: 'data[].id', resource: 'customer' },
    { name: 'customer_id', x_alias_of: 'data.id', resource: 'customer' },
  ],
});
const fetchCall = tool('twilio.FetchCall', 'Fetch a call', [{ name: 'Sid', required: true, resource: 'call' }], [], {
  outputs: [{ name: 'sid', resource: 'call' }, { name: 'account_sid' }],
});
const deleteCall = tool('twilio.DeleteCall', 'Delete a call', [{ name: 'Sid', required: true, resource: 'call' }], []);

function indexOf(tools: Tool[]) {
  const index = buildCatalogIndex(catalogOf(tools));
  return { index, at: (id: string) => index.byId.get(id) ?? -1 };
}

describe('resource links', () => {
  it('links an id to an input of the same resource whatever their names, with the evidence', () => {
    const { index, at } = indexOf([getCharges, postRefunds, getCustomers]);
    const [link] = explainLinks(index, at('stripe.GetCharges'), at('stripe.PostRefunds'));
    expect(link).toMatchObject({
      input: 'charge',
      field: 'charge',
      rule: 'resource',
      strength: LINK_STRENGTH.resource,
    });
    expect(link?.reason).toBe(
      'charge_id and charge both identify a charge (resource types in the schemas) ("data.id" of GetCharges is the id of a charge, read as charge_id)',
    );
    expect(LINK_STRENGTH.resource).toBe(0.9);
    // A customer id is no charge.
    expect(explainLinks(index, at('stripe.GetCustomers'), at('stripe.PostRefunds'))).toEqual([]);
  });

  it('counts the input that names the object an operation acts on as required, though the API marks it optional', () => {
    const { index, at } = indexOf([getCharges, postRefunds]);
    const refunds = index.tools[at('stripe.PostRefunds')];
    expect(refunds?.requirements.map((r) => index.vocab.names[r.fieldId])).toEqual(['charge']);
    const charges = index.tools[at('stripe.GetCharges')];
    expect(charges?.requirements).toEqual([]);
  });

  it('reads a generic id through its resource (Twilio: a call’s sid feeds {Sid} exactly)', () => {
    const { index, at } = indexOf([fetchCall, deleteCall]);
    expect(index.tools[at('twilio.FetchCall')]?.outputs[0]).toMatchObject({
      canonical: 'call_sid',
      rewrite: { rule: 'resource', from: 'sid', strength: 1 },
    });
    const [link] = explainLinks(index, at('twilio.FetchCall'), at('twilio.DeleteCall'));
    expect(link).toMatchObject({ rule: 'exact', strength: 1, field: 'call_sid' });
    expect(link?.reason).toContain('"sid" of FetchCall is the id of a call, read as call_sid');
  });

  it('never weakens a name link, and halves an id from another API like any identifier', () => {
    const named = tool('stripe.ListRefunds', 'List refunds', [], ['charge']);
    const { index, at } = indexOf([named, postRefunds]);
    expect(explainLinks(index, at('stripe.ListRefunds'), at('stripe.PostRefunds'))[0]).toMatchObject({
      rule: 'exact',
      strength: 1,
    });
    const other = tool('other.ListCharges', 'List charges elsewhere', [], [], {
      outputs: [{ name: 'id', resource: 'charge' }],
    });
    const mixed = indexOf([other, postRefunds]);
    const refunds = mixed.index.tools[mixed.at('stripe.PostRefunds')];
    const producer = mixed.index.tools[mixed.at('other.ListCharges')];
    if (!refunds?.requirements[0] || !producer) throw new Error('missing');
    expect(supplyStrength(mixed.index, producer, refunds, refunds.requirements[0])).toBeCloseTo(
      LINK_STRENGTH.resource * 0.5,
    );
  });

  it("lets a state field that names a resource's id satisfy an input of that resource", () => {
    const { index } = indexOf([getCustomers, getCharges, postRefunds]);
    const state = resolveState(index, [{ name: 'customer_id', source: 'given', confidence: 1 }]);
    const customer = index.vocab.idOf('customer') ?? -1;
    expect(state.sat[customer]).toBeCloseTo(LINK_STRENGTH.resource);
    expect(state.links).toContainEqual({
      state: 'customer_id',
      fieldId: customer,
      strength: LINK_STRENGTH.resource,
      rule: 'resource',
    });
  });
});
