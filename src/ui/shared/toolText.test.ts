import { describe, expect, it } from 'vitest';
import { middleEllipsis, plainText, splitForMiddleEllipsis } from './toolText';

describe('middleEllipsis', () => {
  it('leaves a name that fits unchanged', () => {
    expect(middleEllipsis('easypost.purchase_label', 23)).toBe('easypost.purchase_label');
  });

  it('keeps the vendor prefix and the end, with one ellipsis in the middle, within max', () => {
    const id = 'stripe_api.PostCustomersCustomerSourcesIdVerify';
    const cut = middleEllipsis(id, 24);
    expect(Array.from(cut)).toHaveLength(24);
    expect(cut.startsWith('stripe_api.')).toBe(true);
    expect(cut.endsWith('IdVerify')).toBe(true);
    expect(cut.split('…')).toHaveLength(2);
  });

  it('gives a long prefix no more than two thirds of the room, so the end still shows', () => {
    const cut = middleEllipsis('a_very_long_vendor_name_indeed.refund', 16);
    expect(Array.from(cut)).toHaveLength(16);
    expect(cut).toBe('a_very_lon…efund');
  });

  it('cuts ids without a prefix in the middle, and counts code points, not UTF-16 units', () => {
    expect(middleEllipsis('abcdefghijklmnop', 9)).toBe('abcd…mnop');
    expect(middleEllipsis('😀😀😀😀😀😀😀😀😀😀', 5)).toBe('😀😀…😀😀');
    expect(middleEllipsis('abc', 1)).toBe('…');
  });
});

describe('splitForMiddleEllipsis', () => {
  it('puts the last characters in a tail that always shows', () => {
    expect(splitForMiddleEllipsis('stripe_api.PostCustomersCustomerSourcesIdVerify', 8)).toEqual({
      head: 'stripe_api.PostCustomersCustomerSources',
      tail: 'IdVerify',
    });
  });

  it('keeps short names whole, and never splits inside the vendor prefix', () => {
    expect(splitForMiddleEllipsis('send_receipt', 10)).toEqual({ head: 'send_receipt', tail: '' });
    expect(splitForMiddleEllipsis('a_long_vendor_prefix.x', 18)).toEqual({ head: 'a_long_vendor_prefix.x', tail: '' });
    expect(splitForMiddleEllipsis('create_return_shipment', 8, 24)).toEqual({
      head: 'create_return_shipment',
      tail: '',
    });
    expect(splitForMiddleEllipsis('PostCustomersCustomerSourcesIdVerify', 8, 24).tail).toBe('IdVerify');
  });
});

describe('plainText', () => {
  it('shows HTML as text: tags dropped, entities decoded, whitespace collapsed', () => {
    expect(plainText('<p>Creates a <b>refund</b> for a charge.</p><p>Returns &lt;Refund&gt; &amp; more</p>')).toBe(
      'Creates a refund for a charge. Returns <Refund> & more',
    );
    expect(plainText('Line one<br/>line two&#33; &#x2014; ok')).toBe('Line one line two! — ok');
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(plainText('Safe<script>alert(1)</script> text<!-- note --><style>p{}</style>')).toBe('Safe text');
  });

  it('drops a tag cut off at the end, keeping the cut’s ellipsis', () => {
    expect(plainText('Creates a refund. See <a href="https://docs.example.com/refunds/very-long…')).toBe(
      'Creates a refund. See …',
    );
    expect(plainText('Lists <b>orders</b> of a <a href="x"')).toBe('Lists orders of a');
    // A '<' that opens no tag stays.
    expect(plainText('Returns a <b>count</b> when n < 5')).toBe('Returns a count when n < 5');
  });

  it('leaves plain descriptions and unknown entities alone', () => {
    expect(plainText('Returns a < b when &unknown; is set')).toBe('Returns a < b when &unknown; is set');
    expect(plainText('  plain   text ')).toBe('plain text');
  });
});
