import { expect, test } from './fixtures';

test.describe('menu graph', () => {
  test('toggles between the State-Path and relevance menus', async ({ inspector }, testInfo) => {
    await inspector.open();
    await expect(inspector.graphToggle('state-path')).toBeChecked();
    await inspector.graphToggle('relevance').check();
    await expect(inspector.graphToggle('relevance')).toBeChecked();
    await expect(inspector.graph).toHaveAttribute('data-node-count', /^[1-9]\d*$/);
    await inspector.screenshot(testInfo, 'graph-relevance');
  });

  test('selecting a slot shows in the graph, and clicking a node selects its slot', async ({ inspector }) => {
    await inspector.open();
    await inspector.slot('relevance', 1).click();
    await expect(inspector.graphToggle('relevance')).toBeChecked();
    const third = inspector.slot('relevance', 3);
    const toolId = (await third.getAttribute('data-tool-id')) ?? '';
    await inspector.clickGraphNode(toolId);
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await expect(inspector.breakdown).toContainText(toolId);
  });

  test('the graph opens enlarged in a dialog that Escape closes', async ({ inspector, page }, testInfo) => {
    await inspector.open();
    await page.getByRole('button', { name: 'Enlarge' }).click();
    const dialog = page.getByRole('dialog', { name: /State-Path menu/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('menu-graph-large')).toHaveAttribute('data-node-count', /^[1-9]\d*$/);
    await inspector.screenshot(testInfo, 'graph-enlarged');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
