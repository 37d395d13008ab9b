import { describe, expect, it } from 'vitest';
import { receiptCatalog } from '../testing/fixtures';
import { buildCatalogIndex } from './catalogIndex';
import { searchTools } from './toolSearch';

const index = buildCatalogIndex(receiptCatalog());
const ids = (q: string, limit?: number): string[] =>
  searchTools(index, q, limit).map((t) => index.tools[t]?.tool.id ?? '');

describe('searchTools', () => {
  it('exact id first, then prefixes, then a part of the id, then substrings', () => {
    expect(ids('shop.send_receipt')[0]).toBe('shop.send_receipt');
    expect(ids('mailgun')[0]).toBe('mailgun.send_receipt_email_message');
    const hits = ids('send_receipt');
    // A part of the id (after the vendor's dot) beats a match inside a word; the shorter id first.
    expect(hits[0]).toBe('shop.send_receipt');
    expect(hits.length).toBeGreaterThan(8);
  });

  it('is case-insensitive, matches every word anywhere, and letters in order', () => {
    expect(ids('SHOP.GET_CUSTOMER_EMAIL')[0]).toBe('shop.get_customer_email');
    expect(ids('postmark email')).toEqual(['postmark.send_receipt_email_message']);
    expect(ids('shgtcst')[0]).toBe('shop.get_customer_email');
  });

  it('nothing for an empty query, no match or a zero limit; at most `limit`', () => {
    expect(ids('   ')).toEqual([]);
    expect(ids('zzzzqqq')).toEqual([]);
    expect(ids('shop', 0)).toEqual([]);
    expect(ids('e', 3)).toHaveLength(3);
  });
});
