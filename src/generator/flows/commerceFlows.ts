/**
 * Store, payments, shipping and support flows: from one-call lookups to an eight-step return
 * with label and refund. Queries name the goal; the bridges (order → customer → address)
 * stay implicit.
 */
import type { FlowSpec } from '../spec';

const STORES = ['shop', 'shopify', 'woocommerce', 'bigcommerce'];
const CARRIERS = ['shippo.track', 'fedex.track', 'dhl.track', 'sendcloud.track', 'easypost.track', 'usps.track'];
const LABELS = ['shippo', 'easypost', 'sendcloud'];
const MAILERS = ['sendgrid.send', 'sparkpost.send', 'mailjet.send', 'brevo.send', 'mandrill.send'];
const TEXTERS = ['twilio.send', 'sinch.send', 'messagebird.send', 'clicksend.send'];

export const COMMERCE_FLOWS: readonly FlowSpec[] = [
  {
    key: 'order-status',
    vars: { store: STORES },
    steps: [['{store}.get_order']],
    state: ['order_id'],
    queries: [
      'What is the status of order {order_id}?',
      'Has order {order_id} been paid and shipped yet?',
      'Pull up order {order_id}: I need the total and what was in it.',
    ],
  },
  {
    key: 'track-order',
    vars: { store: STORES },
    steps: [['{store}.get_order'], CARRIERS],
    state: ['order_id'],
    queries: [
      'Where is the package for order {order_id} right now? Track it.',
      'Order {order_id} has not arrived yet: track the package{@} and tell me when it will be delivered.',
      'Give me the latest tracking scan for the shipment of order {order_id}.',
    ],
  },
  {
    key: 'cancel-order',
    steps: [['shop.cancel', 'shopify.cancel', 'bigcommerce.cancel']],
    state: ['order_id'],
    queries: [
      'Cancel order {order_id}{@}, the customer changed their mind.',
      'Please cancel order {order_id}{@} before it ships.',
    ],
  },
  {
    key: 'refund-order',
    steps: [['shop.refund', 'shopify.refund', 'woocommerce.refund', 'bigcommerce.refund']],
    state: ['order_id'],
    queries: [
      'Refund order {order_id} in full.',
      'Issue a refund for order {order_id}; the customer wants their money back.',
    ],
  },
  {
    key: 'refund-payment',
    steps: [['stripe.refund', 'square.refund', 'mollie.refund']],
    state: ['payment_id'],
    queries: [
      'Refund payment {payment_id}{@}, it was a duplicate charge.',
      'Reverse the charge {payment_id} with a full refund.',
    ],
  },
  {
    key: 'restock',
    vars: { store: ['shop', 'shopify', 'woocommerce'] },
    steps: [['{store}.search_products'], ['{store}.inventory']],
    state: ['product_name', 'quantity'],
    queries: [
      'Update the inventory of {product_name}: set its stock to {quantity} units.',
      'We just received {quantity} more of the {product_name}; update the inventory to {quantity}.',
    ],
  },
  {
    key: 'charge',
    vars: { pay: ['stripe', 'square', 'braintree'] },
    steps: [['{pay}.find_customer'], ['{pay}.charge']],
    state: ['email', 'amount', 'currency'],
    queries: [
      'Charge {email} {amount} {currency}: take the payment from the card we have on file.',
      'Take a payment of {amount} {currency} from {email} for the setup fee by charging their saved card.',
    ],
  },
  {
    key: 'open-ticket',
    steps: [['zendesk.create_ticket', 'freshdesk.create_ticket', 'helpscout.create_ticket', 'jsm.create_ticket']],
    state: ['email'],
    queries: [
      'Open a support ticket{@} for {email}: they cannot log in since the last update.',
      'Open a ticket for {email}{@}, who complains about a damaged delivery.',
    ],
  },
  {
    key: 'receipt',
    steps: [['shop.get_order'], ['shop.get_customer'], ['shop.receipt_pdf'], ['shop.send_receipt']],
    state: ['order_id'],
    queries: [
      'Email the receipt for order {order_id} to the customer.',
      'The customer of order {order_id} needs their receipt: send it to them by email.',
      'Send a copy of the order {order_id} receipt to whoever placed it.',
    ],
  },
  {
    key: 'refund-notify',
    steps: [['shop.get_order'], ['stripe.refund', 'square.refund', 'mollie.refund'], ['shop.get_customer'], MAILERS],
    state: ['order_id'],
    queries: [
      'Refund order {order_id} through the payment processor and send the customer an email{@} that it is done.',
      'Refund the card payment of order {order_id} and send the buyer a confirmation email.',
    ],
  },
  {
    key: 'ticket-refund',
    vars: { desk: ['zendesk', 'freshdesk', 'helpscout'], store: STORES },
    steps: [['{desk}.get_ticket'], ['{store}.refund'], ['{desk}.comment'], ['{desk}.close']],
    state: ['ticket_id'],
    queries: [
      'Ticket {ticket_id} asks for a refund: refund the order it mentions, reply on the ticket and close it.',
      "Resolve ticket {ticket_id} by refunding the customer's order, then close it out.",
    ],
  },
  {
    key: 'tracking-text',
    vars: { store: STORES },
    steps: [['{store}.get_order'], CARRIERS, ['{store}.get_customer'], TEXTERS],
    state: ['order_id'],
    queries: [
      'Text the customer of order {order_id} an update on where their parcel is.',
      'Send an SMS{@} to the buyer of order {order_id} with the delivery status.',
    ],
  },
  {
    key: 'return-label',
    vars: { ship: LABELS },
    steps: [
      ['shop.get_order'],
      ['shop.get_customer'],
      ['shop.create_return'],
      ['{ship}.return_shipment'],
      ['{ship}.rates'],
      ['{ship}.buy_label'],
    ],
    state: ['order_id'],
    queries: [
      'Create a prepaid return label for order {order_id}.',
      'The customer wants to send back order {order_id}; open the return and buy the label.',
      'Order {order_id} is being returned: generate the return shipping label.',
    ],
  },
  {
    key: 'order-and-receipt',
    steps: [
      ['shop.find_customer'],
      ['shop.search_products'],
      ['shop.create_order'],
      ['shop.receipt_pdf'],
      ['shop.send_receipt'],
    ],
    state: ['email', 'product_name'],
    queries: [
      'Order one {product_name} for {email} and email them the receipt.',
      'Place an order of the {product_name} for customer {email} and send the receipt.',
      'Create an order of {product_name} for {email} and email the receipt to them.',
    ],
  },
  {
    key: 'invoice',
    vars: { pay: ['stripe', 'chargebee'] },
    steps: [
      ['{pay}.find_customer'],
      ['{pay}.create_invoice'],
      ['{pay}.invoice_item'],
      ['{pay}.finalize'],
      ['{pay}.send_invoice'],
    ],
    state: ['email', 'amount'],
    queries: [
      'Invoice {email} {amount} for the consulting work and send it.',
      'Bill {email} {amount}{@} for the March retainer: the invoice should go out today.',
      "Send {email} an invoice for {amount} for last month's support hours.",
    ],
  },
  {
    key: 'ticket-escalate',
    vars: { crm: ['crm', 'hubspot'] },
    steps: [
      ['zendesk.get_ticket'],
      ['{crm}.find_contact'],
      ['{crm}.get_owner'],
      ['zendesk.find_agent'],
      ['zendesk.assign'],
      ['zendesk.escalate'],
    ],
    state: ['ticket_id'],
    queries: [
      'Escalate ticket {ticket_id} to the account owner of the customer who opened it.',
      'Ticket {ticket_id} is from a key account: hand it to their account manager and raise the priority.',
      'The customer on ticket {ticket_id} is important: assign the ticket to whoever owns their account and escalate it.',
    ],
  },
  {
    key: 'ship-order',
    vars: { ship: LABELS },
    steps: [
      ['shop.get_order'],
      ['shop.get_customer'],
      ['{ship}.create_shipment'],
      ['{ship}.rates'],
      ['{ship}.buy_label'],
      ['shop.fulfill'],
    ],
    state: ['order_id'],
    queries: [
      "Ship order {order_id}: buy the cheapest label to the customer's address and mark the order fulfilled.",
      'Get order {order_id} out the door with the cheapest carrier, record the tracking number and mark it shipped.',
      'Fulfill order {order_id} with the cheapest shipping label to the buyer and save the tracking number on the order.',
    ],
  },
  {
    key: 'cancel-refund-notify',
    steps: [
      ['shop.get_order'],
      ['shop.cancel'],
      ['stripe.refund', 'square.refund', 'mollie.refund'],
      ['shop.get_customer'],
      MAILERS,
    ],
    state: ['order_id'],
    queries: [
      'Cancel order {order_id}, refund the payment and send the customer an email about it.',
      "Order {order_id} can't be fulfilled: cancel it, give the money back and send the buyer an email.",
      'Please cancel order {order_id}, refund the card and send the customer an apology email.',
    ],
  },
  {
    key: 'return-refund',
    vars: { ship: LABELS },
    steps: [
      ['shop.get_order'],
      ['shop.get_customer'],
      ['shop.create_return'],
      ['{ship}.return_shipment'],
      ['{ship}.rates'],
      ['{ship}.buy_label'],
      ['shop.send_return_label'],
      ['shop.refund', 'stripe.refund'],
    ],
    state: ['order_id'],
    queries: [
      'Order {order_id} arrived damaged: open a return, email the customer a prepaid label and refund them.',
      'Process a full return for order {order_id}, including the return label email and the refund.',
      'Handle the return of order {order_id} end to end: return label by email to the customer and a refund.',
    ],
  },
  {
    key: 'order-and-ship',
    vars: { ship: LABELS },
    steps: [
      ['shop.find_customer'],
      ['shop.search_products'],
      ['shop.create_order'],
      ['shop.get_customer'],
      ['{ship}.create_shipment'],
      ['{ship}.rates'],
      ['{ship}.buy_label'],
      ['shop.fulfill'],
    ],
    state: ['email', 'product_name'],
    queries: [
      'Place an order of {product_name} for {email}, buy the cheapest label to their address and mark the order fulfilled.',
      'Send {email} a {product_name}: create the order, ship it and mark the order fulfilled with the tracking number.',
      '{email} wants a {product_name}; order it for them, ship it at the lowest rate and mark the order as fulfilled and shipped.',
    ],
  },
  {
    key: 'bill-company',
    vars: { crm: ['crm', 'hubspot'], pay: ['stripe', 'chargebee'] },
    steps: [
      ['{crm}.search_companies'],
      ['{crm}.company_contacts'],
      ['{crm}.get_contact'],
      ['{pay}.find_customer'],
      ['{pay}.create_invoice'],
      ['{pay}.invoice_item'],
      ['{pay}.finalize'],
      ['{pay}.send_invoice'],
    ],
    state: ['company_name', 'amount'],
    queries: [
      'Bill {company_name} {amount} for the annual licence and send the invoice to their primary contact.',
      'Invoice {company_name} {amount} for onboarding services and send the invoice to their main contact.',
      "Raise an invoice of {amount} to {company_name}'s main contact for the Q3 consulting and send it.",
    ],
  },
];
