import { describe, expect, it } from 'vitest';
import { sharedVendorPrefix, vendorPrefixLength } from './toolIds';

describe('vendorPrefixLength', () => {
  it('ends after the first dot, slash or double underscore', () => {
    expect(vendorPrefixLength('stripe_api.PostCoupons')).toBe('stripe_api.'.length);
    expect(vendorPrefixLength('github/issues.create')).toBe('github/'.length);
    expect(vendorPrefixLength('mcp__slack__post_message')).toBe('mcp__'.length);
    expect(vendorPrefixLength('send_receipt')).toBe(0);
    expect(vendorPrefixLength('trailing.')).toBe(0);
  });
});

describe('sharedVendorPrefix', () => {
  it('is the prefix every id shares before its name', () => {
    const twilio = [
      { toolId: 'twilio_api.ListCall', name: 'ListCall' },
      { toolId: 'twilio_api.CreateMessage', name: 'CreateMessage' },
    ];
    expect(sharedVendorPrefix(twilio)).toBe('twilio_api.');
  });

  it('is undefined where the prefixes differ, an id is not prefix + name, or one tool is listed', () => {
    expect(
      sharedVendorPrefix([
        { toolId: 'shopify.createRefund', name: 'createRefund' },
        { toolId: 'bigcommerce.issueRefund', name: 'issueRefund' },
      ]),
    ).toBeUndefined();
    expect(
      sharedVendorPrefix([
        { toolId: 'api.get_user', name: 'get_user' },
        { toolId: 'api.v2.get_order', name: 'fetch order' },
      ]),
    ).toBeUndefined();
    // A dotted name (BFCL's `weather.get_by_coordinates_date`) is the name, not a prefix.
    expect(
      sharedVendorPrefix([
        { toolId: 'weather.get_forecast', name: 'weather.get_forecast' },
        { toolId: 'weather.get_history', name: 'weather.get_history' },
      ]),
    ).toBeUndefined();
    expect(sharedVendorPrefix([{ toolId: 'twilio_api.ListCall', name: 'ListCall' }])).toBeUndefined();
  });
});
