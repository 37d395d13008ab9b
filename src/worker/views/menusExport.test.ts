import { describe, expect, it } from 'vitest';
import { frozenClock } from '../../core/index';
import { menusExport } from './menusExport';
import { receiptSession as session } from './receiptSession';

describe('menusExport', () => {
  it('writes both menus as one tool-menus/v1 document', async () => {
    const file = await menusExport(session, { taskId: 't1', budget: 5, top: 3, format: 'tool-menus/v1' }, frozenClock);
    const doc = JSON.parse(file.text);
    expect(file.filename).toBe('menus-t1.json');
    expect(doc).toMatchObject({ format: 'tool-menus/v1', budget: 5, top: 3, params: { lambda: 1, eta: 0.1 } });
    expect(
      doc.results.map((r: { method: string; task_id: string; slots: unknown[] }) => [
        r.method,
        r.task_id,
        r.slots.length,
      ]),
    ).toEqual([
      ['relevance', 't1', 5],
      ['state-path', 't1', 5],
    ]);
    expect(doc.results[0].query).toBeUndefined();
  });

  it('keeps the text of an ad-hoc request and the weights it was built with', async () => {
    const tuning = { lambda: 0.5, eta: 0.3, weights: { m: 1, p: 0.25, s: 2, e: 0.5, d: 1 } };
    const file = await menusExport(
      session,
      {
        taskId: 'user 1',
        budget: 4,
        top: 2,
        task: { query: 'Email the receipt of order 7' },
        tuning,
        format: 'tool-menus/v1',
      },
      frozenClock,
    );
    const doc = JSON.parse(file.text);
    expect(file.filename).toBe('menus-user_1.json');
    expect(doc.params).toEqual({ lambda: 0.5, eta: 0.3, weights: tuning.weights });
    expect(doc.results[1].query).toBe('Email the receipt of order 7');
  });

  it('writes one menu as an OpenAI tools array with its prompt size', async () => {
    const file = await menusExport(
      session,
      { taskId: 't1', budget: 4, top: 2, format: 'openai-chat', method: 'relevance' },
      frozenClock,
    );
    const doc = JSON.parse(file.text);
    expect(file.filename).toBe('openai-tools-relevance-t1.json');
    expect(doc.tools).toHaveLength(4);
    expect(doc.tools[0]).toMatchObject({
      type: 'function',
      function: { name: expect.any(String), parameters: { type: 'object' } },
    });
    expect(file.tokens).toBeGreaterThan(0);
    expect(file.toolCount).toBe(4);
  });
});
