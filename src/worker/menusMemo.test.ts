import { describe, expect, it } from 'vitest';
import type { InspectorSession } from './demoSession';
import { MenusMemo } from './menusMemo';
import type { MenusView } from './views/inspectorViews';
import type { MenusQuery } from './views/menusQuery';
import { withoutEncoder } from './workerEncoder';

const session = (revision: number): InspectorSession => ({ revision }) as unknown as InspectorSession;

/** A memo over a fake build that records its calls and resolves when told to. */
function memoWithBuilds() {
  const calls: { revision: number; query: MenusQuery; resolve: (v: MenusView) => void; reject: (e: Error) => void }[] =
    [];
  const memo = new MenusMemo(
    (s, query) =>
      new Promise<MenusView>((resolve, reject) => calls.push({ revision: s.revision ?? -1, query, resolve, reject })),
    2,
  );
  return { memo, calls };
}
const view = (label: string) => ({ taskId: label }) as unknown as MenusView;

describe('MenusMemo', () => {
  const encoder = withoutEncoder('test');
  const q = { taskId: 't1', budget: 32, top: 8 };

  it('a request for menus already being built joins that build', async () => {
    const { memo, calls } = memoWithBuilds();
    const s1 = session(1);
    const a = memo.get(s1, q, encoder);
    const b = memo.get(s1, { ...q, kind: 'menus', id: 9 } as MenusQuery, encoder);
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(view('one'));
    expect(await b).toBe(await a);
  });

  it('builds again for another revision, request or encoder', () => {
    const { memo, calls } = memoWithBuilds();
    const s1 = session(1);
    void memo.get(s1, q, encoder);
    void memo.get(session(2), q, encoder);
    void memo.get(s1, { ...q, budget: 16 }, encoder);
    void memo.get(s1, q, withoutEncoder('another'));
    expect(calls.map((c) => [c.revision, c.query.budget])).toEqual([
      [1, 32],
      [2, 32],
      [1, 16],
      [1, 32],
    ]);
  });

  it('after an edit, prefetch builds the last request on the new session, and the page request joins it', async () => {
    const { memo, calls } = memoWithBuilds();
    void memo.get(
      session(1),
      { ...q, tuning: { lambda: 2, eta: 0.1, weights: { m: 1, p: 0.25, s: 3, e: 0.5, d: 1 } } } as MenusQuery,
      encoder,
    );
    const edited = session(2);
    memo.prefetch(edited, () => encoder);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.revision).toBe(2);
    expect(calls[1]?.query.tuning?.lambda).toBe(2);
    const page = memo.get(
      edited,
      { ...q, tuning: { lambda: 2, eta: 0.1, weights: { m: 1, p: 0.25, s: 3, e: 0.5, d: 1 } } } as MenusQuery,
      encoder,
    );
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(view('edited'));
    expect((await page).taskId).toBe('edited');
  });

  it('keeps the scorer choice: another choice builds again, and prefetch asks for the encoder of the last choice', () => {
    const { memo, calls } = memoWithBuilds();
    const s1 = session(1);
    void memo.get(s1, q, encoder);
    void memo.get(s1, { ...q, scorer: 'encoder' }, encoder);
    void memo.get(s1, { ...q, scorer: 'encoder' }, encoder);
    expect(calls.map((c) => c.query.scorer)).toEqual([undefined, 'encoder']);
    const asked: (string | undefined)[] = [];
    memo.prefetch(session(2), (query) => {
      asked.push(query.scorer);
      return encoder;
    });
    expect(asked).toEqual(['encoder']);
    expect(calls[2]?.query.scorer).toBe('encoder');
  });

  it('does not keep a failed build; prefetch without a request does nothing', async () => {
    const { memo, calls } = memoWithBuilds();
    memo.prefetch(session(1), () => encoder);
    expect(calls).toHaveLength(0);
    const s1 = session(1);
    const failed = memo.get(s1, q, encoder);
    calls[0]?.reject(new Error('no task t1'));
    await expect(failed).rejects.toThrow('no task t1');
    void memo.get(s1, q, encoder);
    expect(calls).toHaveLength(2);
  });

  it('keeps the last few builds only', () => {
    const { memo, calls } = memoWithBuilds();
    const s1 = session(1);
    for (const budget of [8, 16, 32]) void memo.get(s1, { ...q, budget }, encoder);
    void memo.get(s1, { ...q, budget: 8 }, encoder);
    void memo.get(s1, { ...q, budget: 32 }, encoder);
    expect(calls.map((c) => c.query.budget)).toEqual([8, 16, 32, 8]);
  });
});
