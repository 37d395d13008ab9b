import { describe, expect, it } from 'vitest';
import { decodeShareState, encodeShareState, type ShareState } from './shareLink';

describe('share links', () => {
  it('round-trips the catalog URL, an edited request, K, L and the weights', () => {
    const state: ShareState = {
      catalogUrl: 'https://example.com/cat.json?x=1&y=2',
      taskId: 't-0001',
      query: 'Email the receipt, then archive it & log',
      state: ['order_id', 'customer_email'],
      budget: 12,
      top: 5,
      tuning: { lambda: 0.5, eta: 0.25, weights: { m: 1, p: 0.25, s: 2, e: 0.5, d: 1.5 } },
      scorer: 'encoder',
    };
    expect(decodeShareState(`?${encodeShareState(state)}`)).toEqual(state);
  });

  it('keeps a created task and leaves out what is not set', () => {
    const text = encodeShareState({ taskId: 'new-1', created: true, query: 'Refund order 7' });
    expect(text).not.toContain('K=');
    expect(decodeShareState(text)).toEqual({ taskId: 'new-1', created: true, query: 'Refund order 7' });
  });

  it('carries a gold chain set in the app step by step (ids with commas and spaces kept), and an emptied one', () => {
    const gold = ['mm.Image Search (by Image)', 'odd,id', 'email.send_receipt'];
    const text = encodeShareState({ taskId: 'new-2', created: true, query: 'find it', gold });
    expect(decodeShareState(text)).toEqual({ taskId: 'new-2', created: true, query: 'find it', gold });
    expect(decodeShareState(encodeShareState({ taskId: 't-0001', query: 'q', gold: [] }))).toEqual({
      taskId: 't-0001',
      query: 'q',
      gold: [],
    });
    expect(decodeShareState('task=t-0001')).not.toHaveProperty('gold');
  });

  it('carries the rules set away from their defaults as rule.<name>, and ignores unknown rules and bad values', () => {
    const tuning = {
      lambda: 0,
      eta: 0.02,
      weights: { m: 1, p: 0.25, s: 3, e: 0.5, d: 1 },
      rules: { requestOpener: false, waitShare: 0.4 },
    };
    const text = encodeShareState({ tuning });
    expect(text).toContain('rule.requestOpener=off');
    expect(text).toContain('rule.waitShare=0.4');
    expect(decodeShareState(`?${text}`)).toEqual({ tuning });
    const bad = `?${text}&rule.nope=1&rule.roleFill=-2&rule.callableFirst=maybe`;
    expect(decodeShareState(bad).tuning?.rules).toEqual({ requestOpener: false, waitShare: 0.4 });
  });

  it('ignores malformed numbers and partial weights', () => {
    expect(decodeShareState('?K=0&L=x&lambda=1&eta=abc&scorer=neural')).toEqual({});
  });
});
