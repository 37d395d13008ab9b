import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, tool } from '../testing/fixtures';
import { restCatalog } from '../testing/restCatalog';
import { methodVerb } from './operations';
import { rankByRelevance } from './rankByRelevance';
import { pathWords, splitLead } from './toolDocument';

const ids = (index: ReturnType<typeof buildCatalogIndex>, order: Int32Array, n: number): string[] =>
  [...order.subarray(0, n)].map((t) => index.tools[t]?.tool.name ?? '');

describe('a tool document', () => {
  it('splits a description into its first sentence (an operation summary) and the rest', () => {
    expect(splitLead('Create a refund. When you create a new refund, you must…')).toEqual([
      'Create a refund.',
      ' When you create a new refund, you must…',
    ]);
    expect(splitLead('Send a message')).toEqual(['Send a message', '']);
    expect(splitLead('v1.2 of the API.\nMore')).toEqual(['v1.2 of the API.', '\nMore']);
  });

  it('reads an HTTP operation’s path words and the verb its method gives a name without one', () => {
    const [, postCustomers, , postCustomer] = restCatalog().tools;
    expect(pathWords(postCustomer!)).toBe('v1 customers');
    expect(pathWords(restCatalog().tools.find((t) => t.name === 'op17')!)).toBe('v1 invoices finalize');
    expect(methodVerb(postCustomers!)).toBe('create');
    expect(methodVerb(postCustomer!)).toBe('update');
    const named = tool('twilio.CreateMessage', 'Send a message', [], [], {
      x_source: { format: 'openapi', method: 'POST', path: '/Messages.json' },
    });
    expect(methodVerb(named)).toBe('');
    expect(pathWords(tool('x', 'no source', [], []))).toBe('');
  });
});

describe('relevance over API operations', () => {
  const index = buildCatalogIndex(restCatalog());

  it('ranks the operation named after the request above long texts that mention its words', () => {
    // PostRefunds is named for it; PostCustomersCustomer's long description and parameters say "customer", "charges", "last".
    const ranking = rankByRelevance(index, 'Refund the last charge of the customer named by email bob@example.com');
    expect(ids(index, ranking.order, 1)).toEqual(['PostRefunds']);
  });

  it('finds PostCustomers for "create a new customer" (camelCase name, method verb, capped parameters)', () => {
    const ranking = rankByRelevance(index, 'Create a new customer with email bob@example.com');
    expect(ids(index, ranking.order, 2)).toContain('PostCustomers');
  });

  it('finds an operation by the words of its path when its operationId says nothing', () => {
    const ranking = rankByRelevance(index, 'Finalize the draft invoice in_42');
    expect(ids(index, ranking.order, 1)).toEqual(['op17']);
  });

  it('scores no word of an email address ("example", "com" name no tool)', () => {
    const catalog = catalogOf([
      tool('a.example_tool', 'An example tool', [], []),
      tool('b.send_email', 'Send an email', ['to'], []),
    ]);
    const ranking = rankByRelevance(buildCatalogIndex(catalog), 'Email the docs to bob@example.com');
    expect(ranking.terms).not.toContain('exampl');
    expect(ids(buildCatalogIndex(catalog), ranking.order, 2)).toEqual(['send_email']);
  });
});
