import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, tool } from '../testing/fixtures';
import { buildStatePathMenu } from './buildMenus';
import { menuFill } from './menuFill';
import { menuParams } from './params';
import { createTaskContext } from './taskContext';

/** A small catalog of two APIs: the request names one math step; the step it needs first is worded otherwise. */
function twoApis() {
  return buildCatalogIndex(
    catalogOf([
      tool('round_number', 'Round a number to the given decimal places.', ['number', 'decimal_places'], ['result'], {
        category: 'math',
      }),
      tool('mean', 'Calculate the mean of a list of numbers.', ['bill_amounts'], ['result'], { category: 'math' }),
      tool('divide', 'Divide one number by another.', ['a', 'b'], ['result'], { category: 'math' }),
      tool('ls', 'List the files of the current directory.', [], ['files'], { category: 'files' }),
      tool('cd', 'Change the current directory.', ['folder'], ['current_directory'], { category: 'files' }),
      tool('mkdir', 'Make a directory.', ['dir_name'], ['created'], { category: 'files' }),
    ]),
  );
}
const QUERY = 'My bills were 84.20, 91.75 and 78.40. What is the average, rounded to 2 decimal places?';

describe('menuFill: slots the retriever leaves empty', () => {
  it("fills them with the menu's own API first, then by the inputs s0 or the menu supplies", () => {
    const index = twoApis();
    const ctx = createTaskContext(index, { query: QUERY, state: ['bill_amounts', 'decimal_places'] });
    const fill = menuFill(ctx, [0], [0.9], 5);
    expect(fill.map((f) => index.tools[f.tool]?.tool.id)).toEqual(['mean', 'divide', 'ls', 'cd', 'mkdir']);
    expect(fill[0]).toMatchObject({ api: 1, supplied: 1 });
    // divide needs a and b, which neither s0 nor round_number's result supplies.
    expect(fill[1]).toMatchObject({ api: 1, supplied: 0 });
    expect(fill[2]).toMatchObject({ api: 0, supplied: 1 });
  });

  it('among tools of equal API share and inputs supplied, puts the one whose words mean what the request says first', () => {
    // Two zero-input tools of another API, the first in catalog order unrelated to the request.
    const index = buildCatalogIndex(
      catalogOf([
        tool(
          'math.round_number',
          'Round a number to the given decimal places.',
          ['number', 'decimal_places'],
          ['result'],
          {
            category: 'math',
          },
        ),
        tool('files.ls', 'List the files of the current directory.', [], ['files'], { category: 'files' }),
        tool('stats.average', 'Give the average of the stored values.', [], ['average'], { category: 'stats' }),
      ]),
    );
    const ctx = createTaskContext(index, {
      query: 'What is the mean of my bills, rounded?',
      state: ['decimal_places'],
    });
    const fill = menuFill(ctx, [0], [0.9], 2);
    expect(fill.map((f) => [f.api, f.supplied])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(fill.map((f) => index.tools[f.tool]?.tool.id)).toEqual(['stats.average', 'files.ls']);
    expect(fill[0]?.similarity).toBeGreaterThan(fill[1]?.similarity ?? 1);
  });

  it('fills nothing where no slot is empty, and no more than the empty slots', () => {
    const index = twoApis();
    const ctx = createTaskContext(index, { query: QUERY });
    expect(menuFill(ctx, [0], [0.9], 0)).toEqual([]);
    expect(menuFill(ctx, [0], [0.9], 2)).toHaveLength(2);
    expect(menuFill(ctx, [0, 1, 2, 3, 4, 5], [1, 1, 1, 1, 1, 1], 26)).toEqual([]);
  });

  it('builds a State-Path menu of every catalog tool, the retrieved ones first and the fill marked by its terms', async () => {
    const index = twoApis();
    const ctx = createTaskContext(index, { query: QUERY, state: ['bill_amounts', 'decimal_places'] });
    const { menu, pool } = await buildStatePathMenu(ctx, menuParams());
    expect(pool.tools.length).toBeLessThan(index.tools.length);
    expect(menu.slots).toHaveLength(index.tools.length);
    const filled = menu.slots.filter((s) => s.terms.api !== undefined);
    expect(filled.length).toBe(index.tools.length - pool.tools.length);
    expect(menu.slots.slice(-filled.length)).toEqual(filled);
    expect(menu.slots.map((s) => s.toolId)).toContain('mean');
    expect(filled.every((s) => s.terms.M === undefined && s.terms.supplied !== undefined)).toBe(true);
  });
});
