import { buildCatalogIndex, buildRelevanceMenu } from '../src/core/index';
import { generateDemo } from '../src/generator/index';
import { createTaskContext } from '../src/core/menu/taskContext';
import { menuParams } from '../src/core/menu/params';
import { expect, test } from './fixtures';

test.describe('a large catalog (4,000 tools)', () => {
  // Generating, loading and indexing 4,000 tools takes more than the default 30 s on a busy 2-core machine.
  test.slow();

  test('switching tasks in quick succession ends on the last task’s menus', async ({ inspector, page }, testInfo) => {
    const demo = generateDemo({ seed: 5, tools: 4000, tasks: 6 });
    const index = buildCatalogIndex(demo.catalog);
    // The relevance menu the core builds for a task identifies which task's menus are on screen.
    const relevanceIds = (k: number): string[] => {
      const task = demo.tasks.tasks[k];
      if (!task) throw new Error(`no task ${k}`);
      return buildRelevanceMenu(createTaskContext(index, task), menuParams({ budget: 32 })).slots.map((s) => s.toolId);
    };
    await page.route(
      (url) => url.pathname.startsWith('/large/'),
      (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify(route.request().url().endsWith('tasks.json') ? demo.tasks : demo.catalog),
        }),
    );
    await page.goto('/?catalog=/large/catalog.json&tasks=/large/tasks.json');
    await expect(inspector.loadResult).toContainText('4000 tools', { timeout: 60_000 });
    await expect.poll(() => inspector.slotToolIds('relevance'), { timeout: 30_000 }).toEqual(relevanceIds(0));

    // A slot other than the default one: a task switch keeps it on screen until the new menus
    // arrive, then selects the new task's first State-Path slot.
    await inspector.slots('state-path').nth(2).click();
    await expect(inspector.breakdown).toContainText('State-Path · slot 3');

    // Three clicks without waiting: requests overtaken before their frame is painted are dropped,
    // and whichever builds finish, the last task's menus end up on screen.
    for (let k = 1; k <= 3; k++) await inspector.tasks.nth(k).click();
    await expect(inspector.tasks.nth(3)).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => inspector.slotToolIds('relevance'), { timeout: 30_000 }).toEqual(relevanceIds(3));
    expect(relevanceIds(3)).not.toEqual(relevanceIds(2));
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(inspector.slots('state-path')).toHaveCount(32);
    // The graph follows the menus a frame later (its own task) and ends on the same task: the
    // State-Path top 8, all in view.
    const top = (await inspector.slotToolIds('state-path')).slice(0, 8).sort();
    await expect.poll(async () => (await inspector.graphTools()).toolIds).toEqual(top);
    expect((await inspector.graphTools()).allOnCanvas).toBe(true);
    // The last task's first State-Path slot is the selection in the column, the breakdown and the graph.
    const [first] = await inspector.slotToolIds('state-path');
    if (first === undefined) throw new Error('the State-Path menu is empty');
    await expect(inspector.slots('state-path').first()).toHaveAttribute('aria-selected', 'true');
    await expect(inspector.breakdown).toContainText('State-Path · slot 1');
    await expect(inspector.breakdown).toContainText(first);
    await expect.poll(() => inspector.graphChosenToolIds()).toEqual([first]);
    await inspector.screenshot(testInfo, 'large-catalog-4000-tools-1280x800');
  });
});
