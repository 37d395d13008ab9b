import { describe, expect, it } from 'vitest';
import { catalogOf, tool } from '../testing/fixtures';
import { buildCatalogIndex } from './catalogIndex';
import { describedIdentity } from './descriptionLinks';
import { explainLinks } from './explainLinks';

function linkBetween(
  producerOut: string,
  consumerIn: string,
  extra: {
    producerName?: string;
    consumerName?: string;
    description?: string;
    aliases?: Record<string, string[]>;
    producerNamespace?: string;
  } = {},
) {
  const producer = tool(
    extra.producerNamespace ? `${extra.producerNamespace}.producer` : 'x.producer',
    'produces',
    [],
    [producerOut],
    { name: extra.producerName ?? 'produce_thing' },
  );
  const consumer = tool(
    'x.consumer',
    'consumes',
    [{ name: consumerIn, required: true, ...(extra.description ? { description: extra.description } : {}) }],
    ['done'],
    { name: extra.consumerName ?? 'consume_thing' },
  );
  const index = buildCatalogIndex(catalogOf([producer, consumer], extra.aliases));
  return explainLinks(index, 0, 1)[0];
}

describe('field linking', () => {
  it('links names that differ only in case and style (exact, strength 1)', () => {
    expect(linkBetween('customerEmail', 'customer-email')).toMatchObject({ rule: 'exact', strength: 1 });
  });

  it('applies field_aliases (strength 1)', () => {
    const link = linkBetween('email_address', 'customer_email', { aliases: { customer_email: ['emailAddress'] } });
    expect(link).toMatchObject({ strength: 1, field: 'customer_email' });
    expect(link?.reason).toContain('alias');
  });

  it('links a producer field to a qualified consumer field (skyId → originSkyId, 0.8)', () => {
    expect(linkBetween('skyId', 'originSkyId')).toMatchObject({ rule: 'qualified-consumer', strength: 0.8 });
  });

  it('links a specific producer field to a general consumer field (customer_email → email, 0.7)', () => {
    expect(linkBetween('customer_email', 'email')).toMatchObject({ rule: 'specific-producer', strength: 0.7 });
  });

  it("links one entity's identifier under another suffix (issue_ids → issue_number, 0.7), not another entity's", () => {
    expect(linkBetween('issue_ids', 'issue_number')).toMatchObject({ rule: 'identifier', strength: 0.7 });
    expect(linkBetween('customer_key', 'customer_id')).toMatchObject({ rule: 'identifier', strength: 0.7 });
    expect(linkBetween('order_ids', 'issue_number')).toBeUndefined();
  });

  it('links plural and singular variants (0.9)', () => {
    expect(linkBetween('order_ids', 'order_id')).toMatchObject({ rule: 'plural', strength: 0.9 });
  });

  it("reads a generic id through the tool's entity (get_order's id → order_id, 0.9)", () => {
    const link = linkBetween('id', 'order_id', { producerName: 'create_order' });
    expect(link).toMatchObject({ field: 'order_id', strength: 0.9 });
    expect(link?.reason).toContain('read as order_id');
  });

  it('never links bare generic names across entities (customer id ≠ order id)', () => {
    expect(linkBetween('id', 'id', { producerName: 'get_customer', consumerName: 'get_order' })).toBeUndefined();
  });

  it("leaves URLs and links as they are: any tool's url feeds any tool's url (URL Extractor → Video Downloader)", () => {
    expect(
      linkBetween('url', 'url', { producerName: 'URL Extractor', consumerName: 'Video Downloader' }),
    ).toMatchObject({ rule: 'exact', strength: 1, field: 'url' });
    expect(linkBetween('link', 'link', { producerName: 'get_invoice', consumerName: 'send_message' })).toMatchObject({
      rule: 'exact',
      strength: 1,
    });
    // A generic url never links by qualification either way.
    expect(
      linkBetween('url', 'receipt_url', { producerName: 'URL Extractor', consumerName: 'send_receipt' }),
    ).toBeUndefined();
  });

  it('links through an input description that names its producer (0.75)', () => {
    const link = linkBetween('geo_id', 'dest_id', {
      producerName: 'search_location',
      description: 'The geo id returned by the location search.',
    });
    expect(link).toMatchObject({ rule: 'description', strength: 0.75 });
    expect(link?.reason).toContain('search_location');
  });

  it('halves identifier links across API namespaces (ids are scoped to their issuer)', () => {
    const link = linkBetween('contact_id', 'contact_id', { producerNamespace: 'hubspot' });
    expect(link).toMatchObject({ rule: 'exact', strength: 0.5 });
    expect(link?.reason).toContain('identifier from another API');
    expect(linkBetween('email', 'email', { producerNamespace: 'hubspot' })).toMatchObject({ strength: 1 });
  });

  it('does not link unrelated fields', () => {
    expect(linkBetween('temperature', 'order_id')).toBeUndefined();
  });
});

describe('an identifier input whose description says what it identifies', () => {
  const messaging = (description: string) =>
    buildCatalogIndex(
      catalogOf([
        tool('get_user_id', 'Get user ID from user name.', ['user'], ['user_id']),
        tool(
          'send_message',
          'Send a message to a user.',
          [
            { name: 'receiver_id', type: 'string', required: true, description },
            { name: 'message', type: 'string', required: true },
          ],
          ['message_id'],
        ),
      ]),
    );

  it('links from the output named for what it identifies ("User ID of the user …": user_id → receiver_id), with the description as evidence', () => {
    const link = explainLinks(messaging('User ID of the user to send the message to.'), 0, 1)[0];
    expect(link).toMatchObject({ input: 'receiver_id', output: 'user_id', rule: 'description', strength: 0.75 });
    expect(link?.reason).toContain('User ID of the user to send the message to');
  });

  it('does not link where the description names no other identity', () => {
    expect(explainLinks(messaging('Receiver of the message.'), 0, 1)).toEqual([]);
    expect(explainLinks(messaging('The ID of the receiver.'), 0, 1)).toEqual([]);
  });

  it('reads the identity at the head of the description or at the end of the noun phrase after "ID of the"', () => {
    expect(describedIdentity('User ID of the user to send the message to.')).toEqual(['user']);
    expect(describedIdentity('The ID of the customer.')).toEqual(['customer']);
    expect(describedIdentity('ID of the library user who wants to checkout the book')).toEqual(['library', 'user']);
    expect(describedIdentity('ID of the tweet where users are mentioned.')).toEqual(['tweet']);
    expect(describedIdentity('The ID of the game the user wants to join')).toEqual(['game']);
    expect(describedIdentity('Azure AD object id of the user.')).toEqual(['user']);
    expect(describedIdentity("The unique identifier of the customer's query")).toEqual([]);
    expect(describedIdentity('The unique ID.')).toEqual([]);
    expect(describedIdentity('Name of the channel.')).toEqual([]);
  });
});
