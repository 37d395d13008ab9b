import type { Catalog, Tool } from '../catalog/types';
import { catalogOf, tool } from './fixtures';

/** An imported HTTP operation in the shape the OpenAPI importer writes: operationId name, method and path in `x_source`. */
function operation(
  name: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  description: string,
  inputs: string[],
  outputs: string[],
): Tool {
  return tool(`stripe_api.${name}`, description, inputs, outputs, {
    effects: method === 'GET' ? 'read' : method === 'DELETE' ? 'irreversible' : 'write',
    x_source: { format: 'openapi', method, path },
  });
}

const CUSTOMER_FIELDS = [
  'address',
  'balance',
  'cash_balance',
  'coupon',
  'description',
  'email',
  'invoice_prefix',
  'invoice_settings',
  'metadata',
  'name',
  'next_invoice_sequence',
  'payment_method',
  'phone',
  'preferred_locales',
  'promotion_code',
  'shipping',
  'source',
  'tax_exempt',
  'tax_id_data',
  'test_clock',
];

const CHECKOUT_FIELDS = [
  'after_expiration',
  'allow_promotion_codes',
  'automatic_tax',
  'billing_address_collection',
  'cancel_url',
  'client_reference_id',
  'consent_collection',
  'currency',
  'custom_fields',
  'custom_text',
  'customer',
  'customer_creation',
  'customer_email',
  'customer_update',
  'discounts',
  'expires_at',
  'invoice_creation',
  'line_items',
  'locale',
  'metadata',
  'mode',
  'payment_intent_data',
  'payment_method_collection',
  'payment_method_types',
  'phone_number_collection',
  'shipping_address_collection',
  'submit_type',
  'success_url',
];

/**
 * A hand-written excerpt in the shape of Stripe's published spec (names are operationIds such as
 * PostCustomers, summaries lead long descriptions, create calls take dozens of parameters), for
 * relevance tests: the operation a person calls should outrank the ones whose long text or
 * parameter lists merely mention the request's words.
 */
export function restCatalog(): Catalog {
  return catalogOf([
    operation(
      'GetCustomers',
      'GET',
      '/v1/customers',
      'List all customers. Returns a list of your customers. The customers are returned sorted by creation date, with the most recent customers appearing first. A case-sensitive filter on the email field narrows the list to customers with that email.',
      ['email', 'limit', 'starting_after'],
      ['data'],
    ),
    operation('PostCustomers', 'POST', '/v1/customers', 'Create a customer.', CUSTOMER_FIELDS, ['customer_id']),
    operation(
      'GetCustomersCustomer',
      'GET',
      '/v1/customers/{customer}',
      'Retrieve a customer. Retrieves a Customer object.',
      ['customer'],
      ['email', 'name'],
    ),
    operation(
      'PostCustomersCustomer',
      'POST',
      '/v1/customers/{customer}',
      'Update a customer. Updates the specified customer by setting the values of the parameters passed. Any parameters not provided will be left unchanged. For example, if you pass the source parameter, that becomes the customer’s active source to be used for all charges in the future. When you update a customer to a new valid card source, the last unpaid invoice is retried.',
      ['customer', ...CUSTOMER_FIELDS],
      ['customer_id'],
    ),
    operation(
      'PostCheckoutSessions',
      'POST',
      '/v1/checkout/sessions',
      'Create a Checkout Session. Creates a new customer for the session unless you pass an existing customer; the customer email prefills the email field, and a new customer is created with that email when the customer completes the session. Customer email, customer creation and customer update settings decide whether a new customer record is created.',
      CHECKOUT_FIELDS,
      ['session_id', 'url'],
    ),
    operation(
      'GetRefunds',
      'GET',
      '/v1/refunds',
      'List all refunds. Returns a list of all refunds you created. We return the refunds in sorted order, with the most recent refunds appearing first. The 10 most recent refunds are always available by default on the charge object.',
      ['charge', 'limit', 'starting_after'],
      ['data'],
    ),
    operation(
      'PostRefunds',
      'POST',
      '/v1/refunds',
      'Create customer balance refund. When you create a new refund, you must specify a Charge or a PaymentIntent object on which to create it. Creating a new refund will refund a charge that has previously been created but not yet refunded. Funds are refunded to the credit or debit card that was originally charged. You can optionally refund only part of a charge. You can do so multiple times, until the entire charge has been refunded. Once entirely refunded, a charge cannot be refunded again. This method will raise an error when called on an already-refunded charge, or when trying to refund more money than is left on a charge.',
      [
        'amount',
        'charge',
        'currency',
        'customer',
        'instructions_email',
        'metadata',
        'origin',
        'payment_intent',
        'reason',
        'refund_application_fee',
        'reverse_transfer',
      ],
      ['refund_id'],
    ),
    operation(
      'GetRefundsRefund',
      'GET',
      '/v1/refunds/{refund}',
      'Retrieve a refund. Retrieves the details of an existing refund.',
      ['refund'],
      ['amount', 'status'],
    ),
    operation(
      'PostRefundsRefund',
      'POST',
      '/v1/refunds/{refund}',
      'Update a refund. Updates the refund that you specify by setting the values of the passed parameters. This request only accepts metadata as an argument.',
      ['refund', 'metadata'],
      ['refund_id'],
    ),
    operation(
      'PostRefundsRefundCancel',
      'POST',
      '/v1/refunds/{refund}/cancel',
      'Cancel a refund. Cancels a refund with a status of requires_action.',
      ['refund'],
      ['refund_id'],
    ),
    operation(
      'GetCharges',
      'GET',
      '/v1/charges',
      'List all charges. Returns a list of charges you’ve previously created. The charges are returned in sorted order, with the most recent charges appearing first.',
      ['customer', 'limit'],
      ['data'],
    ),
    operation('op17', 'POST', '/v1/invoices/{invoice}/finalize', '', ['id'], ['status']),
    ...['product', 'price', 'coupon', 'subscription', 'invoice', 'payout'].flatMap((object) => {
      const Name = object[0]?.toUpperCase() + object.slice(1);
      return [
        operation(
          `Post${Name}s`,
          'POST',
          `/v1/${object}s`,
          `Create a ${object}. Creates a new ${object} object. You can optionally attach metadata to the new ${object}.`,
          ['metadata', 'description', 'currency'],
          [`${object}_id`],
        ),
        operation(
          `Get${Name}s`,
          'GET',
          `/v1/${object}s`,
          `List all ${object}s. Returns a list of your ${object}s, with the most recent appearing first.`,
          ['limit', 'starting_after'],
          ['data'],
        ),
      ];
    }),
  ]);
}
