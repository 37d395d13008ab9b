/**
 * Payment processors and invoicing: seven near-duplicates. They refund a `payment_id`
 * (PayPal a capture, Adyen a PSP reference, Braintree a transaction) and build invoices
 * in steps: draft, add items, finalize, send.
 */
import type { FamilySpec } from '../spec';

export const PAYMENTS: FamilySpec = {
  key: 'payments',
  category: 'payments',
  noun: 'Pay',
  base: { latency_ms: 450, cost_usd: 0.001, success_rate: 0.985 },
  entities: ['payment_method', 'dispute', 'subscription', 'price', 'tax_rate'],
  tails: ['Amounts are in the smallest currency unit (cents).', 'Send an Idempotency-Key header to retry safely.', 'Test mode keys never move money.'],
  endpoints: [
    {
      key: 'charge', names: ['create_charge', 'create_payment', 'charge_card'], effects: 'irreversible',
      about: ['Charges a customer\'s saved card.', 'Creates and captures a payment for an amount.', 'Takes a one-off payment from the default payment method.'],
      inputs: ['amount:number', 'currency', 'customer_id'], outputs: ['payment_id', 'status', 'receipt_url'],
    },
    {
      key: 'get_payment', names: ['get_payment', 'retrieve_payment'], effects: 'read',
      about: ['Returns a payment: amount, status, card and customer.'],
      inputs: ['payment_id'], outputs: ['amount:number', 'currency', 'status', 'customer_id', 'receipt_url', 'card_last4'],
    },
    {
      key: 'refund', names: ['refund_payment', 'create_refund', 'refund'], effects: 'irreversible',
      about: ['Refunds a captured payment in full or in part.', 'Sends money back for a payment; partial amounts allowed.'],
      inputs: ['payment_id', '?amount:number', '?reason'], outputs: ['refund_id', 'status'],
    },
    {
      key: 'create_customer', names: ['create_customer', 'add_customer'], effects: 'write',
      about: ['Creates a billing customer.', 'Registers a customer to attach cards and invoices to.'],
      inputs: ['email', '?name'], outputs: ['id', 'created_at'],
    },
    {
      key: 'find_customer', names: ['search_customers', 'find_customer', 'list_customers'], effects: 'read',
      about: ['Finds the billing customer with an email address.', 'Looks up a customer whose email matches exactly.'],
      inputs: ['email'], outputs: ['customer_id', 'created_at'],
    },
    {
      key: 'list_payments', names: ['list_payments', 'list_charges'], effects: 'read',
      about: ['Lists the payments of a customer, newest first.'],
      inputs: ['customer_id', '?limit:integer'], outputs: ['payment_ids:array'],
    },
    {
      key: 'create_invoice', names: ['create_invoice', 'draft_invoice', 'new_invoice'], effects: 'write',
      about: ['Creates a draft invoice for a customer.', 'Starts a new invoice; add line items before finalizing.'],
      inputs: ['customer_id', '?due_date', '?currency'], outputs: ['id', 'status'],
    },
    {
      key: 'invoice_item', names: ['add_invoice_item', 'create_invoice_item', 'add_invoice_line'], effects: 'write',
      about: ['Adds a line item to a draft invoice.', 'Appends a charge (amount and description) to an invoice.'],
      inputs: ['invoice_id', 'amount:number', '?description'], outputs: ['line_item_id'],
    },
    {
      key: 'finalize', names: ['finalize_invoice'], effects: 'write',
      about: ['Finalizes a draft invoice so it can be paid.', 'Locks an invoice, assigns its number and renders the PDF.'],
      inputs: ['invoice_id'], outputs: ['hosted_invoice_url', 'invoice_pdf_url', 'amount_due:number'],
    },
    {
      key: 'send_invoice', names: ['send_invoice', 'email_invoice'], effects: 'irreversible',
      about: ['Emails a finalized invoice to the customer.', 'Sends the invoice with a payment link.'],
      inputs: ['invoice_id'], outputs: ['sent_at'],
    },
    {
      key: 'get_invoice', names: ['get_invoice', 'retrieve_invoice'], effects: 'read',
      about: ['Returns an invoice with its status, totals and PDF link.'],
      inputs: ['invoice_id'], outputs: ['customer_id', 'amount_due:number', 'status', 'invoice_pdf_url', 'due_date'],
    },
    {
      key: 'void_invoice', names: ['void_invoice'], effects: 'irreversible',
      about: ['Voids a finalized invoice. It can no longer be paid.'],
      inputs: ['invoice_id'], outputs: ['status'],
    },
    {
      key: 'payment_link', names: ['create_payment_link', 'create_checkout_session'], effects: 'write',
      about: ['Creates a shareable link to pay an amount.', 'Returns a hosted checkout page for a one-off payment.'],
      inputs: ['amount:number', 'currency'], outputs: ['payment_link_url', 'expires_at'],
    },
    {
      key: 'payout', names: ['create_payout'], effects: 'irreversible',
      about: ['Sends funds from the balance to the linked bank account.'],
      inputs: ['amount:number', 'currency'], outputs: ['payout_id', 'arrival_date'],
    },
    {
      key: 'balance', names: ['get_balance', 'retrieve_balance'], effects: 'read',
      about: ['Current available and pending balance.'],
      inputs: [], outputs: ['available:number', 'pending:number', 'currency'],
    },
  ],
  vendors: [
    { slug: 'stripe', display: 'Stripe', style: 'snake', tier: 'premium' },
    { slug: 'paypal', display: 'PayPal', style: 'camel', only: ['charge', 'get_payment', 'refund', 'create_invoice', 'send_invoice', 'get_invoice', 'payment_link', 'payout'], rename: { payment_id: 'capture_id' } },
    { slug: 'square', display: 'Square', style: 'snake', rename: { 'find_customer:customer_id': 'customer_ids' }, only: ['charge', 'get_payment', 'refund', 'create_customer', 'find_customer', 'create_invoice', 'send_invoice', 'payment_link'] },
    { slug: 'adyen', display: 'Adyen', style: 'camel', tier: 'premium', only: ['charge', 'refund', 'get_payment', 'payment_link'], rename: { payment_id: 'psp_reference' } },
    { slug: 'braintree', display: 'Braintree', style: 'camel', only: ['charge', 'refund', 'create_customer', 'find_customer'], rename: { payment_id: 'transaction_id' } },
    { slug: 'mollie', display: 'Mollie', style: 'snake', tier: 'budget', only: ['charge', 'get_payment', 'refund', 'create_customer', 'list_payments', 'payment_link'] },
    { slug: 'chargebee', display: 'Chargebee', style: 'snake', rename: { 'create_invoice:id': 'invoice_id' }, only: ['create_customer', 'find_customer', 'create_invoice', 'invoice_item', 'finalize', 'send_invoice', 'get_invoice', 'void_invoice'] },
  ],
};
