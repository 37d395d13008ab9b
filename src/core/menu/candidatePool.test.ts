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

describe('the relevance top and the backward expansion', () => {
  // Thirteen look-alikes of the request take the likely-target places; each needs `quote_id`,
  // which forty tools produce, each needing `rate_id` that forty more produce: the backward
  // expansion alone fills a small pool. The refund tool ranks just below the look-alikes.
  const lookAlikes = Array.from({ length: 13 }, (_, i) =>
    tool(`orders.refund_order_${i}`, `Refund the order: refund order ${i}, refund the order.`, ['quote_id'], []),
  );
  const producers = Array.from({ length: 40 }, (_, i) =>
    tool(`quotes.make_${i}`, `Prices variant ${i}.`, ['rate_id'], ['quote_id']),
  );
  const rates = Array.from({ length: 40 }, (_, i) => tool(`rates.get_${i}`, `Rate card ${i}.`, [], ['rate_id']));
  const refund = tool('payments.refund', 'Refund an order.', ['order_id'], ['refund_id']);
  const index = buildCatalogIndex(catalogOf([...lookAlikes, refund, ...producers, ...rates]));
  const ctx = createTaskContext(index, { query: 'refund the order', state: ['order_id'] });
  const params = { ...DEFAULT_POOL_PARAMS, poolCap: 32, relevanceTop: 16, producersPerField: 16 };
  const pool = buildCandidatePool(ctx, params);
  const refundTool = index.byId.get('payments.refund') ?? -1;

  it('keeps the relevance top in a pool the expansion could fill', () => {
    expect(ctx.relevance.rank[refundTool]).toBeGreaterThan(ctx.targets.length);
    expect(ctx.relevance.rank[refundTool]).toBeLessThanOrEqual(16);
    expect(pool.tools).toContain(refundTool);
    expect(pool.tools.length).toBeLessThanOrEqual(32);
  });

  it('still expands the targets two hops back, through producers already pooled', () => {
    expect(pool.tools.some((t) => index.tools[t]?.tool.id.startsWith('quotes.'))).toBe(true);
    expect(pool.tools.some((t) => index.tools[t]?.tool.id.startsWith('rates.'))).toBe(true);
  });
});

describe('the forward expansion', () => {
  // The request's words find the sensor and its processing; the actuator that takes the processed
  // value shares none of them. Forty tools the words do match fill the relevance top.
  const distractors = Array.from({ length: 40 }, (_, i) =>
    tool(`misc.temperature_sensor_${i}`, `Temperature sensor room reading ${i}.`, [], ['reading']),
  );
  const read = tool('iot.read_sensor', 'Read the temperature of a room sensor.', ['location'], ['data']);
  const process = tool('iot.process_data', 'Normalize a sensor reading.', ['data'], ['processed_data']);
  const actuator = tool('iot.control_actuator', 'Control an actuator.', ['processed_data', 'location'], ['status']);
  const unrelated = tool('iot.log_status', 'Log a status.', ['status'], []);
  const index = buildCatalogIndex(catalogOf([...distractors, read, process, actuator, unrelated]));
  const ctx = createTaskContext(index, {
    query: 'Get the temperature from the room sensor, then normalize it and operate the cooling',
    state: ['location'],
  });
  const params = { ...DEFAULT_POOL_PARAMS, poolCap: 24, relevanceTop: 16, entryCount: 0 };
  const id = (name: string): number => index.byId.get(name) ?? -1;

  it('takes the consumer of what a top relevance tool outputs', () => {
    expect(ctx.relevance.rank[id('iot.control_actuator')] ?? 0).toBe(0);
    const pool = buildCandidatePool(ctx, params);
    expect(pool.reasons.get(id('iot.control_actuator'))).toBe('consumer');
    // Its consumers are not followed in turn: one hop from the relevance top.
    expect(pool.tools).not.toContain(id('iot.log_status'));
  });

  it('takes none with no seeds', () => {
    const pool = buildCandidatePool(ctx, { ...params, consumerSeeds: 0 });
    expect(pool.tools).not.toContain(id('iot.control_actuator'));
  });
});
