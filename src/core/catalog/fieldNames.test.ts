import { describe, expect, it } from 'vitest';
import { fieldTokens, normalizeFieldName, singularToken } from './fieldNames';

describe('normalizeFieldName', () => {
  it.each([
    ['originSkyId', 'origin_sky_id'],
    ['originSkyID', 'origin_sky_id'],
    ['origin-sky-id', 'origin_sky_id'],
    ['Origin Sky Id', 'origin_sky_id'],
    ['ORDER_ID', 'order_id'],
    ['HTTPStatusCode', 'http_status_code'],
    ['customer.email', 'customer_email'],
    ['  __id__ ', 'id'],
    ['userID2', 'user_id2'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeFieldName(raw)).toBe(expected);
  });

  it('splits into tokens', () => {
    expect(fieldTokens('origin_sky_id')).toEqual(['origin', 'sky', 'id']);
    expect(fieldTokens('')).toEqual([]);
  });

  it('singularizes plural tokens but leaves others', () => {
    expect(singularToken('ids')).toBe('id');
    expect(singularToken('cities')).toBe('city');
    expect(singularToken('addresses')).toBe('address');
    expect(singularToken('status')).toBe('status');
    expect(singularToken('class')).toBe('class');
  });
});
