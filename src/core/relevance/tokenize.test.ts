import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachToken, plainWords, positionedTokens, stem } from './tokenize';

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
      'creat',
      '~create',
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

  it('leave out of a request the connectives that order its steps, where a tool keeps them', () => {
    const words = (text: string) =>
      positionedTokens(text)
        .filter((t) => !t.prefix)
        .map((t) => t.word);
    expect(words('Find a flight. Subsequently, book it. Finally, email me.')).toEqual([
      'find',
      'flight',
      'book',
      'email',
    ]);
    expect(words('Following this, propose a menu, and following that, rate it')).toEqual(['propose', 'menu', 'rate']);
    // Mid-clause "following" is content: the accounts a user follows.
    expect(words('List the users following the account')).toEqual(['list', 'users', 'following', 'account']);
    // The connectives keep their positions: the words after them stay where they were.
    expect(positionedTokens('Lastly, book').find((t) => t.word === 'book')?.position).toBe(1);
    expect(collect('Finally done')).toContain(stem('finally'));
  });

  it('read a title in full, in a request and a tool alike ("Dr. Smith" speaks of a doctor)', () => {
    expect(positionedTokens('a consultation with Dr. Smith').map((t) => t.token)).toContain('doctor');
    expect(collect('Book Prof. Lee')).toContain('professor');
    expect(collect('drive')).not.toContain('doctor');
  });

  it('stems plurals, -ing and -ed', () => {
    expect(['emails', 'emailing', 'booked', 'boxes'].map(stem)).toEqual(['email', 'email', 'book', 'box']);
  });

  it('folds the inflections of a verb or noun ending in e or y, -us plurals and the British doubled l', () => {
    const same = (...words: string[]) => expect(new Set(words.map(stem)).size, words.join(' ')).toBe(1);
    same('create', 'created', 'creates', 'creating');
    same('close', 'closed', 'closes', 'closing');
    same('issue', 'issues', 'issued');
    same('message', 'messages');
    same('update', 'updated', 'updating');
    same('company', 'companies');
    same('query', 'queries', 'queried');
    same('status', 'statuses');
    same('label', 'labels', 'labelled', 'labelling', 'labeled');
    same('cancel', 'cancelled', 'canceled');
    same('refund', 'refunds', 'refunded', 'refunding');
    // A doubled l that belongs to the word stays.
    expect(stem('installed')).toBe(stem('install'));
    expect(stem('called')).toBe('call');
  });
});

describe('plainWords', () => {
  it('splits camelCase, acronyms, snake_case and paths into lowercase words, stopwords kept', () => {
    expect(plainWords('PostCustomers')).toEqual(['post', 'customers']);
    expect(plainWords('getURLInfo')).toEqual(['get', 'url', 'info']);
    expect(plainWords('HTTPServer userID')).toEqual(['http', 'server', 'user', 'id']);
    expect(plainWords('users_lookupByEmail')).toEqual(['users', 'lookup', 'by', 'email']);
    expect(plainWords('/v1/customers/{customer}/refunds')).toEqual(['v1', 'customers', 'customer', 'refunds']);
  });

  it('keeps a plural acronym whole (URLs, IDs), as the index does', () => {
    expect(plainWords('extractURLs IDs APIs')).toEqual(['extract', 'urls', 'ids', 'apis']);
    expect(collect('extractURLs')).toEqual(['extracturls', 'extract', '~extrac', 'url']);
  });
});

describe('prefix terms', () => {
  it('let a 6-letter word meet its longer forms ("remind" meets "reminders")', () => {
    expect(collect('remind')).toContain('~remind');
    expect(collect('reminders')).toContain('~remind');
  });
});
