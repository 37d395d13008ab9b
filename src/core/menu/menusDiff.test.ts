import { describe, expect, it } from 'vitest';
import { SourceError } from '../catalog/sourceErrors';
import { diffMenus, menuChanged, parseMenusDocument } from './menusDiff';

const doc = (results: unknown[], extra: Record<string, unknown> = {}): string =>
  JSON.stringify(
    { format: 'tool-menus/v1', budget: 4, top: 2, params: { lambda: 0, eta: 0.02, weights: {} }, results, ...extra },
    null,
    2,
  );
const menu = (task: string, method: string, tools: string[]) => ({
  task_id: task,
  method,
  slots: tools.map((tool, k) => ({ rank: k + 1, tool, role: 'none', score: 0, terms: {} })),
  timings_ms: {},
});

describe('parseMenusDocument', () => {
  it('reads each result as its task, method and tools in slot order, with the document’s rules', () => {
    const read = parseMenusDocument(
      doc([menu('t1', 'relevance', ['a', 'b']), menu('t1', 'state-path', ['b', 'a'])], {
        params: { lambda: 0, eta: 0.02, weights: {}, rules: { requestOpener: false } },
      }),
      'm.json',
    );
    expect(read.budget).toBe(4);
    expect(read.rules).toEqual({ requestOpener: false });
    expect(read.results).toEqual([
      { taskId: 't1', method: 'relevance', tools: ['a', 'b'] },
      { taskId: 't1', method: 'state-path', tools: ['b', 'a'] },
    ]);
  });

  it('names the file, line and JSON path of a bad result', () => {
    const text = doc([menu('t1', 'state-path', ['a']), { task_id: 't2', method: 'bm25', slots: [] }]);
    expect(() => parseMenusDocument(text, 'after.json')).toThrow(SourceError);
    try {
      parseMenusDocument(text, 'after.json');
    } catch (e) {
      expect((e as Error).message).toMatch(
        /^after\.json:\d+:\d+: \$\.results\[1\]\.method: expected "relevance" or "state-path", found "bm25"/,
      );
    }
  });

  it('refuses another of our formats with a hint, a slot without a tool, and a menu given twice', () => {
    expect(() => parseMenusDocument(JSON.stringify({ format: 'tool-tasks/v1', tasks: [] }), 'x.json')).toThrow(
      /tool-menus\/v1/,
    );
    expect(() =>
      parseMenusDocument(doc([{ task_id: 't', method: 'relevance', slots: [{ rank: 1 }] }]), 'x.json'),
    ).toThrow(/\$\.results\[0\]\.slots\[0\]: missing required key "tool"/);
    expect(() =>
      parseMenusDocument(doc([menu('t', 'relevance', ['a']), menu('t', 'relevance', ['b'])]), 'x.json'),
    ).toThrow(/\$\.results\[1\]: a second relevance menu of task "t" \(first at \$\.results\[0\]\)/);
  });
});

describe('diffMenus', () => {
  it('compares the menus both documents hold, with slot 1, the moves and the gold tools in and out', () => {
    const before = parseMenusDocument(
      doc([
        menu('t1', 'state-path', ['a', 'b', 'c']),
        menu('t2', 'state-path', ['x', 'y']),
        menu('t3', 'relevance', ['q']),
      ]),
      'b.json',
    );
    const after = parseMenusDocument(
      doc([
        menu('t1', 'state-path', ['c', 'b', 'd']),
        menu('t2', 'state-path', ['x', 'y']),
        menu('t4', 'relevance', ['q']),
      ]),
      'a.json',
    );
    const diff = diffMenus(before, after, new Map([['t1', ['a', 'd']]]));
    expect(diff.onlyBefore).toEqual(['t3 relevance']);
    expect(diff.onlyAfter).toEqual(['t4 relevance']);
    const [t1, t2] = diff.changes;
    expect(t1?.first).toEqual({ before: 'a', after: 'c' });
    expect(t1?.moves.left).toEqual([{ toolId: 'a', rank: 1 }]);
    expect(t1?.moves.moves.get('c')).toEqual({ kind: 'moved', from: 3 });
    expect(t1?.goldIn).toEqual(['d']);
    expect(t1?.goldOut).toEqual(['a']);
    expect(t1 && menuChanged(t1)).toBe(true);
    expect(t2 && menuChanged(t2)).toBe(false);
  });
});
