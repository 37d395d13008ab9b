/**
 * Shipping carriers and aggregators: shipment → rates → label → tracking. Carriers name the
 * tracking number four ways (`tracking_number`, `tracking_code`, `tracking_id`,
 * `inquiry_number`); aggregators return the cheapest rate next to the full list.
 */
import type { FamilySpec } from '../spec';

export const SHIPPING: FamilySpec = {
  key: 'shipping',
  category: 'shipping',
  noun: 'Ship',
  base: { latency_ms: 600, cost_usd: 0.005, success_rate: 0.975 },
  entities: ['parcel_template', 'manifest', 'carrier_account', 'customs_declaration'],
  tails: [
    'Rates include fuel surcharges.',
    'Labels are 4×6 PDF by default.',
    'Test labels are free and never shipped.',
  ],
  endpoints: [
    {
      key: 'validate_address',
      names: ['validate_address', 'verify_address', 'create_address'],
      effects: 'read',
      about: [
        'Validates and normalizes a postal address.',
        'Checks that an address is deliverable and returns a reusable address id.',
      ],
      inputs: ['street', 'city', 'postal_code', 'country_code'],
      outputs: ['address_id', 'is_valid:boolean'],
    },
    {
      key: 'create_shipment',
      names: ['create_shipment', 'new_shipment'],
      effects: 'write',
      about: [
        'Creates a shipment from the default warehouse to an address.',
        'Registers a parcel and its destination; rates are computed on creation.',
      ],
      inputs: ['to_address_id', '?weight_kg:number', '?reference'],
      outputs: ['id', 'created_at'],
    },
    {
      key: 'return_shipment',
      names: ['create_return_shipment', 'create_return_label_shipment'],
      effects: 'write',
      about: [
        'Creates an inbound shipment from a customer back to the warehouse.',
        'Sets up a return parcel; the customer ships it with a prepaid label.',
      ],
      inputs: ['from_address_id', '?weight_kg:number', '?reference'],
      outputs: ['shipment_id'],
    },
    {
      key: 'rates',
      names: ['get_rates', 'list_rates', 'get_shipping_rates'],
      effects: 'read',
      about: [
        'Lists carrier rates for a shipment, cheapest first.',
        'Quotes every available service level with price and transit time.',
      ],
      inputs: ['shipment_id'],
      outputs: ['rate_ids:array', 'cheapest_rate_id', 'currency'],
    },
    {
      key: 'buy_label',
      names: ['buy_label', 'purchase_label', 'create_label'],
      effects: 'irreversible',
      about: [
        'Buys a shipping label for a rate and charges the account.',
        'Purchases postage; returns the printable label and tracking number.',
      ],
      inputs: ['rate_id'],
      outputs: ['tracking_number', 'label_url', 'label_id'],
    },
    {
      key: 'track',
      names: ['track_package', 'track_shipment', 'get_tracking'],
      effects: 'read',
      about: [
        'Current status and scan history of a parcel.',
        'Tracks a package: status, location of last scan and delivery estimate.',
        'Returns tracking events for a carrier tracking number.',
      ],
      inputs: ['tracking_number'],
      outputs: ['status', 'estimated_delivery', 'last_location', 'events:array'],
    },
    {
      key: 'pickup',
      names: ['schedule_pickup', 'create_pickup'],
      effects: 'write',
      about: ['Books a courier pickup for a labelled parcel.'],
      inputs: ['label_id', 'pickup_date'],
      outputs: ['pickup_id', 'confirmation_code'],
    },
    {
      key: 'void_label',
      names: ['void_label', 'cancel_label', 'refund_label'],
      effects: 'irreversible',
      about: ['Voids an unused label and requests a postage refund.'],
      inputs: ['label_id'],
      outputs: ['refund_status'],
    },
    {
      key: 'estimate',
      names: ['estimate_delivery', 'delivery_estimate', 'transit_time'],
      effects: 'read',
      about: ['Estimated transit days between two postal codes.'],
      inputs: ['origin_postal_code', 'destination_postal_code'],
      outputs: ['transit_days:integer'],
    },
  ],
  vendors: [
    { slug: 'shippo', display: 'Shippo', style: 'snake' },
    {
      slug: 'easypost',
      display: 'EasyPost',
      style: 'snake',
      only: ['validate_address', 'create_shipment', 'return_shipment', 'rates', 'buy_label', 'track', 'void_label'],
      rename: { tracking_number: 'tracking_code' },
    },
    {
      slug: 'ups',
      display: 'UPS',
      style: 'camel',
      tier: 'premium',
      only: ['validate_address', 'track', 'pickup', 'estimate', 'void_label'],
      rename: { tracking_number: 'inquiry_number' },
    },
    {
      slug: 'fedex',
      display: 'FedEx',
      style: 'camel',
      tier: 'premium',
      only: ['validate_address', 'create_shipment', 'track', 'pickup', 'estimate'],
    },
    { slug: 'dhl', display: 'DHL Express', style: 'camel', only: ['track', 'create_shipment', 'rates', 'pickup'] },
    {
      slug: 'usps',
      display: 'USPS',
      style: 'snake',
      tier: 'legacy',
      only: ['validate_address', 'track', 'estimate'],
      rename: { tracking_number: 'tracking_id' },
    },
    {
      slug: 'sendcloud',
      display: 'Sendcloud',
      style: 'snake',
      tier: 'budget',
      only: ['create_shipment', 'return_shipment', 'rates', 'buy_label', 'track'],
    },
  ],
};
