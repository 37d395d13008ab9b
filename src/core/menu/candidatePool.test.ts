import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, tool } from '../testing/fixtures';
import { buildCandidatePool, DEFAULT_POOL_PARAMS } from './candidatePool';
import { createTaskContext } from './taskContext';

describe('entry candidates', () => {
  // Thirty tools the request's words match crowd relevance; the customer search shares none of them.
  const distractors = Array.from({ length: 30 }, (_, i) =>
    tool(`notices.send_${i}`, `Send the renewal notice ${i} to a member.`, [], ['notice_id']),
  );
  const search = tool(
    'crm.find_customers',
    'Returns a list of accounts.',
    [{ name: 'email', required: false }],
    ['customer_id'],
  );
  const needsMore = tool(
    'crm.find_orders',
    'Returns orders of an account.',
    ['account_id', { name: 'email', required: false }],
    ['order_id'],
  );
  const index = buildCatalogIndex(catalogOf([...distractors, search, needsMore]));
  const pool = buildCandidatePool(
    createTaskContext(index, { query: 'send the renewal notice to jane@example.com', state: ['email'] }),
    { ...DEFAULT_POOL_PARAMS, relevanceTop: 0 },
  );

  it('takes a tool that accepts a literal of the request as an optional filter', () => {
    expect(pool.reasons.get(index.byId.get('crm.find_customers') ?? -1)).toBe('entry');
  });

  it('but only one s0 can call', () => {
    expect(pool.reasons.get(index.byId.get('crm.find_orders') ?? -1)).not.toBe('entry');
  });
});
