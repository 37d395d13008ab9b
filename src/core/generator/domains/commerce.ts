/**
 * Online stores: orders, customers, products, refunds, returns and receipts. `get_order`
 * outputs a bare `id` (read as `order_id`) next to the `customer_id` and `payment_id` that
 * later steps need; receipts and return labels go out through dedicated mailers.
 */
import type { FamilySpec } from '../spec';

export const COMMERCE: FamilySpec = {
  key: 'commerce',
  category: 'commerce',
  noun: 'Commerce',
  base: { latency_ms: 200, cost_usd: 0.0003, success_rate: 0.993 },
  entities: ['collection', 'coupon', 'gift_card', 'product_review', 'warehouse'],
  tails: ['Amounts are in the store currency.', 'Requires the orders scope.', 'Supports an Idempotency-Key header.'],
  endpoints: [
    {
      key: 'get_order', names: ['get_order', 'retrieve_order', 'fetch_order', 'get_order_details'], effects: 'read',
      about: ['Look up an order by its number.', 'Returns an order with its line items, totals, payment and fulfillment status.', 'Fetches the full order record, including the customer it belongs to.'],
      inputs: ['order_id'], outputs: ['id', 'customer_id', 'status', 'total_amount:number', 'currency', 'payment_id', 'line_items:array', 'tracking_number', 'created_at'],
    },
    {
      key: 'list_orders', names: ['list_orders', 'list_customer_orders'], effects: 'read',
      about: ['Lists the orders a customer placed, newest first.', 'Returns order ids for one customer.'],
      inputs: ['customer_id', '?status'], outputs: ['order_ids:array', 'next_page_token'],
    },
    {
      key: 'get_customer', names: ['get_customer', 'retrieve_customer', 'fetch_customer'], effects: 'read',
      about: ['Returns a customer profile: name, email, phone and default address.', 'Fetches one customer record.'],
      inputs: ['customer_id'], outputs: ['id', 'email', 'first_name', 'last_name', 'phone', 'address_id', 'total_spent:number'],
    },
    {
      key: 'find_customer', names: ['search_customers', 'find_customer', 'lookup_customer'], effects: 'read',
      about: ['Finds the customer with an email address.', 'Looks up a customer by email (emails are unique per store).'],
      inputs: ['email'], outputs: ['customer_id', 'orders_count:integer'],
    },
    {
      key: 'get_product', names: ['get_product', 'retrieve_product'], effects: 'read',
      about: ['Returns a product with price, SKU and stock level.'],
      inputs: ['product_id'], outputs: ['title', 'price:number', 'sku', 'inventory_quantity:integer'],
    },
    {
      key: 'search_products', names: ['search_products', 'find_products', 'product_search'], effects: 'read',
      about: ['Searches the catalog by product name.', 'Finds products whose title matches, best match first.'],
      inputs: ['name'], outputs: ['product_ids:array'],
    },
    {
      key: 'inventory', names: ['update_inventory', 'set_inventory_level', 'adjust_inventory'], effects: 'write',
      about: ['Sets the stock level of a product.', 'Updates on-hand inventory for a product at the default location.'],
      inputs: ['product_id', 'quantity:integer'], outputs: ['inventory_quantity:integer', 'updated_at'],
    },
    {
      key: 'refund', names: ['create_refund', 'refund_order', 'issue_refund'], effects: 'irreversible',
      about: ['Refunds an order, fully or partly, to the original payment method.', 'Issues a refund for an order and restocks the items.', 'Creates a refund; the money goes back to the card that paid.'],
      inputs: ['order_id', '?amount:number', '?reason'], outputs: ['refund_id', 'refunded_amount:number'],
    },
    {
      key: 'cancel', names: ['cancel_order'], effects: 'irreversible',
      about: ['Cancels an unfulfilled order.', 'Cancels an order and voids its payment authorization.'],
      inputs: ['order_id', '?reason'], outputs: ['cancelled_at'],
    },
    {
      key: 'create_return', names: ['create_return', 'open_return', 'create_rma'], effects: 'write',
      about: ['Opens a return (RMA) for an order.', 'Starts a return for some or all items of an order.'],
      inputs: ['order_id', '?line_item_ids:array', '?reason'], outputs: ['return_id', 'rma_number'],
    },
    {
      key: 'receipt_pdf', names: ['render_receipt_pdf', 'generate_receipt', 'get_receipt_pdf'], effects: 'read',
      about: ['Renders the receipt of an order as a PDF.', 'Produces a printable receipt document.'],
      inputs: ['order_id', '?locale'], outputs: ['receipt_pdf_url'],
    },
    {
      key: 'send_receipt', names: ['send_receipt_email', 'email_receipt'], effects: 'irreversible',
      about: ['Emails a receipt to a customer.', 'Sends the customer an email with their receipt attached.'],
      inputs: ['customer_email', 'receipt_pdf_url', '?message'], outputs: ['message_id'],
    },
    {
      key: 'send_return_label', names: ['send_return_label_email', 'email_return_label'], effects: 'irreversible',
      about: ['Emails a prepaid return label to a customer.', 'Sends return instructions and the shipping label for a return.'],
      inputs: ['customer_email', 'label_url', 'return_id'], outputs: ['message_id'],
    },
    {
      key: 'fulfill', names: ['fulfill_order', 'create_fulfillment', 'mark_order_shipped'], effects: 'write',
      about: ['Marks an order as shipped and records the tracking number.', 'Creates a fulfillment; the customer gets a shipping notification.'],
      inputs: ['order_id', 'tracking_number', '?carrier'], outputs: ['fulfillment_id'],
    },
    {
      key: 'create_order', names: ['create_order', 'place_order', 'new_order'], effects: 'write',
      about: ['Creates an order for a customer.', 'Places an order with the given products; payment is captured at checkout.'],
      inputs: ['customer_id', 'product_ids:array', '?coupon_code'], outputs: ['id', 'total_amount:number', 'payment_id'],
    },
    {
      key: 'discount', names: ['apply_discount', 'add_coupon'], effects: 'write',
      about: ['Applies a coupon code to an open order.'],
      inputs: ['order_id', 'coupon_code'], outputs: ['discount_amount:number'],
    },
  ],
  vendors: [
    { slug: 'shop', display: 'Shop', spoken: 'our own web shop', style: 'snake' },
    { slug: 'shopify', display: 'Shopify', style: 'camel', tier: 'premium', only: ['get_order', 'list_orders', 'get_customer', 'find_customer', 'get_product', 'search_products', 'inventory', 'refund', 'cancel', 'fulfill', 'create_order'] },
    { slug: 'woocommerce', display: 'WooCommerce', style: 'snake', tier: 'budget', rename: { 'find_customer:customer_id': 'customer_ids' }, only: ['get_order', 'list_orders', 'get_customer', 'find_customer', 'search_products', 'inventory', 'refund', 'create_order'] },
    { slug: 'bigcommerce', display: 'BigCommerce', style: 'camel', only: ['get_order', 'get_customer', 'get_product', 'refund', 'cancel', 'fulfill'] },
    { slug: 'magento', display: 'Adobe Commerce (Magento)', spoken: 'Magento', style: 'camel', tier: 'legacy', only: ['get_order', 'find_customer', 'search_products', 'create_return', 'refund'], rename: { order_id: 'increment_id' } },
  ],
};
