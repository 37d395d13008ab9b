import { expect, test } from './fixtures';

test.describe('first open', () => {
  test('shows the first task with both menus of K slots and a graph with nodes', async ({
    inspector,
    page,
  }, testInfo) => {
    await inspector.open();
    // COOP/COEP from the preview server: onnxruntime-web may use wasm threads once the encoder is chosen.
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    await expect(inspector.budgetInput).toHaveValue('32');
    await expect(inspector.topInput).toHaveValue('8');
    await expect(inspector.slots('relevance')).toHaveCount(32);
    await expect(inspector.slots('state-path')).toHaveCount(32);
    await expect(inspector.tasks.first()).toHaveAttribute('aria-selected', 'true');
    await expect(inspector.taskQuery).not.toBeEmpty();
    await expect(inspector.verdict('relevance')).not.toBeEmpty();
    await expect(inspector.verdict('state-path')).not.toBeEmpty();
    await expect(inspector.rerankDivider).toBeVisible();
    const nodes = Number(await inspector.graph.getAttribute('data-node-count'));
    expect(nodes).toBeGreaterThan(1);
    // The first State-Path slot is selected so the breakdown is never empty.
    await expect(inspector.breakdown).toBeVisible();
    await expect(inspector.statusBar).toContainText('tools');
    // The default scorer is the structural one (it transfers best: docs/results.md); no model loads.
    await expect(inspector.statusBar).toContainText('structural (fitted on the dev sets)');
    await expect(inspector.statusBar).toContainText('timings_ms');
    await inspector.screenshot(testInfo, 'first-open-1280x800-light');
  });

  test('searching the task list and opening another task rebuilds the menus', async ({ inspector }) => {
    await inspector.open();
    const first = await inspector.taskQuery.textContent();
    const count = await inspector.tasks.count();
    expect(count).toBeGreaterThan(1);
    const second = inspector.tasks.nth(1);
    const secondId = (await second.getAttribute('data-task-id')) ?? '';
    await inspector.taskSearch.fill(secondId);
    await expect(inspector.tasks.first()).toContainText(secondId);
    await inspector.tasks.first().click();
    await expect(inspector.taskQuery).not.toHaveText(first ?? '');
    await expect(inspector.slots('state-path').first()).toBeVisible();
  });
});
