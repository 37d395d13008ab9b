import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachToken, positionedTokens, stem } from './tokenize';

const collect = (text: string): string[] => {
  const out: string[] = [];
  forEachToken(text, (token) => out.push(token));
  return out;
};

describe('the index tokenizer (forEachToken) and the query tokenizer (positionedTokens)', () => {
  it('split a text into the same terms', () => {
    expect(collect('Get the weather forecast for São Paulo, then e-mail it (2 times)!')).toEqual(
      positionedTokens('Get the weather forecast for São Paulo, then e-mail it (2 times)!').map((t) => t.token),
    );
    expect(collect('createHubSpotContact: customer_email → 42°C')).toEqual([
      'createhubspotcontact',
      'create',
      'hub',
      'spot',
      'contact',
      '~contac',
      'customer',
      '~custom',
      'email',
      '42',
    ]);
    expect(collect('')).toEqual([]);
    expect(collect(' ,; ')).toEqual([]);
  });

  it('agree on random text, Unicode letters, digits, marks and punctuation included (fixed seed)', () => {
    const pieces = fc.constantFrom(
      'a',
      'Z',
      'é',
      'ß',
      '日本',
      '𝒳',
      'e\u0301',
      '٣',
      '7',
      ' ',
      '-',
      '_',
      '.',
      '\n',
      '\u200b',
      'Booking',
      'emailing',
      'HubSpot',
      'the',
      "'",
      '"',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(collect(text)).toEqual(positionedTokens(text).map((t) => t.token));
      }),
      { seed: 20261201, numRuns: 500 },
    );
  });

  it('stems plurals, -ing and -ed', () => {
    expect(['emails', 'emailing', 'booked', 'companies', 'boxes'].map(stem)).toEqual([
      'email',
      'email',
      'book',
      'company',
      'box',
    ]);
  });
});
