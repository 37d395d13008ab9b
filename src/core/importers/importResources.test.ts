import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import type { FieldSpec, Tool } from '../catalog/types';
import { producerOverlap } from '../state/fit';
import { importCatalog } from './importCatalog';

// Fixtures: excerpts of published specs (sources in each file), and a hand-written Stripe-shaped one.
const load = (file: string) =>
  importCatalog(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8'), file);
const toolOf =
  (tools: readonly Tool[]) =>
  (name: string): Tool => {
    const t = tools.find((x) => x.name === name);
    if (!t) throw new Error(`no ${name}`);
    return t;
  };
/** Fields as `name<resource>` (`!` for a subject input). */
const tagged = (fields: readonly FieldSpec[]): string[] =>
  fields.map((f) => `${f.name}${f.resource ? `<${String(f.resource)}>` : ''}${f.x_subject ? '!' : ''}`);

describe('outputs that follow resources', () => {
  it('reads a $ref to an array schema as a list, not a cycle (Petstore, OpenAPI 3.0 and Swagger 2.0)', () => {
    for (const file of ['petstore-3.0-oai.yaml', 'petstore-2.0-oai.json']) {
      const { catalog, warnings } = load(file);
      expect(warnings.filter((w) => /refers back to itself/.test(w.message))).toEqual([]);
      expect(tagged(toolOf(catalog.tools)('listPets').outputs)).toEqual([
        'pets',
        'pets.id<pet>',
        'pets.name',
        'pets.tag',
        'pet_id<pet>',
        'pet_name',
        'tag',
      ]);
    }
  });

  const stripe = load('stripe-excerpt-3.0.json');
  const tool = toolOf(stripe.catalog.tools);

  it("gives a list its items' own fields and ids, never the fields of the resources they refer to (Stripe)", () => {
    const outputs = tool('GetCharges').outputs;
    expect(tagged(outputs)).toContain('charge_id<charge>');
    expect(outputs.find((f) => f.name === 'charge_id')).toMatchObject({ x_alias_of: 'data.id' });
    // Expandable references (anyOf [id, $ref]) are one field each: the id.
    expect(tagged(outputs)).toEqual(
      expect.arrayContaining(['data.customer<customer>', 'customer<customer>', 'data.payment_intent<payment_intent>']),
    );
    expect(outputs.find((f) => f.name === 'data.customer')).toMatchObject({ type: 'string' });
    expect(outputs.filter((f) => /^data\.(customer|payment_intent|balance_transaction)\./.test(f.name))).toEqual([]);
    // A list of resources inside the charge gives their ids only; `object` markers are left out.
    expect(tagged(outputs)).toEqual(expect.arrayContaining(['data.refunds.data.id<refund>', 'refund_id<refund>']));
    expect(
      outputs.filter((f) => /(^|\.)object$/.test(f.name) || /^data\.refunds\.data\.(amount|charge)/.test(f.name)),
    ).toEqual([]);
    expect(outputs.length).toBeLessThan(60);
  });

  it('flattens value objects to two levels below their resource', () => {
    const names = tool('GetChargesCharge').outputs.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining(['billing_details.email', 'billing_details.address', 'outcome.reason']),
    );
    expect(names.filter((n) => n.startsWith('billing_details.address.'))).toEqual([]);
  });

  it('reads a resource through its alternatives and its object marker (a refund, a customer or a deleted one)', () => {
    expect(tagged(tool('PostRefunds').outputs)).toEqual([
      'amount',
      'charge<charge>',
      'id<refund>',
      'payment_intent<payment_intent>',
      'reason',
      'status',
    ]);
    expect(tagged(tool('GetCustomersCustomer').outputs)).toEqual(
      expect.arrayContaining(['id<customer>', 'default_source<card>', 'subscription_id<subscription>', 'deleted']),
    );
  });

  it('keeps the nested outputs of a resource that refers to nothing (Slack: an `items` list read as a union)', () => {
    const slack = toolOf(load('slack-excerpt-2.0.json').catalog.tools);
    expect(tagged(slack('users_lookupByEmail').outputs)).toEqual(
      expect.arrayContaining(['user.id<user>', 'user.profile.email', 'email']),
    );
    expect(tagged(slack('conversations_invite').outputs)).toEqual(
      expect.arrayContaining(['channel.id<channel>', 'channel.creator<user>', 'creator<user>']),
    );
  });

  it("names a list's ids after their resource (Twilio's `calls[].sid` → call_sid)", () => {
    const twilio = toolOf(load('twilio-excerpt-3.0.json').catalog.tools);
    expect(tagged(twilio('ListCall').outputs)).toEqual(expect.arrayContaining(['calls.sid<call>', 'call_sid<call>']));
    expect(tagged(twilio('FetchCall').outputs)).toContain('sid<call>');
  });
});

describe('inputs that name a resource', () => {
  const stripe = toolOf(load('stripe-excerpt-3.0.json').catalog.tools);
  const twilio = toolOf(load('twilio-excerpt-3.0.json').catalog.tools);
  const slack = toolOf(load('slack-excerpt-2.0.json').catalog.tools);

  it('tags inputs by name, path parameter and path segment', () => {
    expect(tagged(stripe('GetChargesCharge').inputs)).toEqual(['charge<charge>']);
    expect(tagged(stripe('GetCharges').inputs)).toEqual(['customer<customer>', 'limit']);
    expect(tagged(twilio('FetchCall').inputs)).toEqual(['AccountSid<account>', 'Sid<call>']);
    // A DELETE returns nothing: the path's segments say what {Sid} is.
    expect(tagged(twilio('DeleteCallRecording').inputs)).toEqual([
      'AccountSid<account>',
      'CallSid<call>',
      'Sid<call_recording>',
    ]);
  });

  it('marks the optional input that says which object an operation acts on as its subject', () => {
    // Stripe: a refund is created on a charge; `charge` is optional in the spec (a payment intent may stand for it).
    expect(tagged(stripe('PostRefunds').inputs)).toEqual([
      'amount',
      'charge<charge>!',
      'metadata',
      'payment_intent<payment_intent>',
      'reason',
    ]);
    // The returned object itself (Slack's info and invite methods return the channel or user they act on).
    expect(tagged(slack('users_info').inputs)).toContain('user<user>!');
    expect(tagged(slack('conversations_invite').inputs)).toEqual(['token', 'channel<channel>!', 'users<user>']);
    // A list's resource inputs are filters; a reference the operation's text does not name stays optional
    // (a charge's customer; a reminder goes to its creator when no user is given).
    expect(stripe('GetCharges').inputs.some((f) => f.x_subject)).toBe(false);
    expect(tagged(stripe('PostCharges').inputs)).toContain('customer<customer>');
    expect(stripe('PostCustomers').inputs.some((f) => f.x_subject)).toBe(false);
    expect(tagged(slack('reminders_add').inputs)).toEqual(['token', 'text', 'time', 'user<user>']);
  });
});

describe('inferred outputs that follow resources', () => {
  it('links a listing with no response schema to the inputs that take its ids (ListCall → CreateCallRecording)', () => {
    const doc = {
      openapi: '3.0.0',
      info: { title: 'Calls', version: '1' },
      paths: {
        '/Calls.json': {
          get: { operationId: 'ListCall', summary: 'List calls', responses: { 200: { description: 'OK' } } },
        },
        '/Calls/{CallSid}/Recordings.json': {
          post: {
            operationId: 'CreateCallRecording',
            summary: 'Record a call',
            parameters: [{ name: 'CallSid', in: 'path', required: true, schema: { type: 'string' } }],
            responses: { 201: { description: 'Created' } },
          },
        },
      },
      components: { schemas: { call: { type: 'object', properties: { sid: { type: 'string' } } } } },
    };
    const { catalog } = importCatalog(JSON.stringify(doc), 'calls.json');
    const tools = toolOf(catalog.tools);
    expect(tagged(tools('ListCall').outputs)).toEqual(['calls<call>', 'call_ids<call>']);
    expect(tagged(tools('CreateCallRecording').inputs)).toEqual(['CallSid<call>']);
    const index = buildCatalogIndex(catalog);
    const [list, record] = ['ListCall', 'CreateCallRecording'].map((n) => index.tools.find((t) => t.tool.name === n));
    expect(list && record && producerOverlap(index, list, record)).toBeGreaterThan(0.5);
  });
});
