import { expect, test } from './fixtures';

// Issue 32, point 7: small things that break trust.
test.describe('small things that break trust', () => {
  test('K above 128 and λ below 0 are refused with a message, not silently reverted', async ({ inspector, page }) => {
    await inspector.open();
    const k = inspector.budgetInput;
    await k.fill('200');
    await k.press('Enter');
    await expect(page.getByTestId('refused-K')).toContainText('K must be a whole number from 1 to 128');
    await expect(page.getByTestId('refused-K')).toContainText('the menus keep K = 32');
    // Leaving the field keeps what was typed, and the message, until it is corrected.
    await k.blur();
    await expect(k).toHaveValue('200');
    await expect(k).toHaveAttribute('aria-invalid', 'true');
    await expect(inspector.slots('state-path')).toHaveCount(32);
    await k.focus();
    await k.press('Escape');
    await expect(k).toHaveValue('32');
    await expect(page.getByTestId('refused-K')).toHaveCount(0);

    await inspector.openAdvanced();
    const lambda = inspector.weightInput('λ');
    await lambda.fill('-1');
    await lambda.press('Tab');
    await expect(page.getByTestId('refused-λ')).toContainText('λ must be a number ≥ 0');
    await expect(lambda).toHaveValue('-1');
  });

  test('Escape returns the focus to the button that opened a drawer or the schema editor', async ({
    inspector,
    page,
  }) => {
    await inspector.open();
    await inspector.catalogButton.click();
    await expect(inspector.libraryDrawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(inspector.libraryDrawer).toBeHidden();
    await expect(inspector.catalogButton).toBeFocused();

    const lint = page.getByRole('button', { name: 'Lint', exact: true });
    await lint.click();
    await page.keyboard.press('Escape');
    await expect(lint).toBeFocused();

    const edit = inspector.breakdown.getByRole('button', { name: /^Edit the schema of / });
    await edit.click();
    await expect(inspector.schemaEditor).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(inspector.schemaEditor).toBeHidden();
    await expect(edit).toBeFocused();
  });

  test('a task made in one catalog stays with it, and drawer, status bar and list agree on counts', async ({
    inspector,
    page,
  }) => {
    await inspector.open();
    const listCount = page.getByRole('navigation', { name: 'Tasks' }).getByText(/^\d+ of \d+ tasks$/);
    const statusCount = inspector.statusBar.getByTestId('status-counts');
    await page.getByRole('button', { name: '+ New task' }).click();
    await inspector.typeRequest('refund the last order');
    await expect(listCount).toHaveText('321 of 321 tasks');
    await expect(statusCount).toContainText('321 tasks');
    await inspector.openLibrary();
    const demo = inspector.catalogEntries().filter({ hasText: 'demo-catalog' });
    await expect(demo.getByTestId('catalog-task-count')).toHaveText('321 tasks');

    // An imported catalog without tasks: its sample tasks, counted alike, and no task of the demo's.
    await inspector.pickFiles(['e2e/fixtures/receipt.tool-catalog.json']);
    await expect(inspector.activeCatalog).toHaveText('receipt-shop');
    await expect(listCount).toHaveText('5 of 5 tasks');
    await expect(page.locator('[data-task-id="new-1"]')).toHaveCount(0);
    await expect(statusCount).toContainText('5 tasks');
    const receipt = inspector.catalogEntries().filter({ hasText: 'receipt-shop' });
    await expect(receipt.getByTestId('catalog-task-count')).toHaveText('5 sample tasks');
    await expect(demo.getByTestId('catalog-task-count')).toHaveText('321 tasks');
    // Sample tasks are multi-step requests.
    await expect(
      page
        .getByTestId('task')
        .filter({ hasText: /, then / })
        .first(),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Open demo-catalog' }).click();
    await expect(inspector.activeCatalog).toHaveText('demo-catalog');
    await expect(page.locator('[data-task-id="new-1"]')).toContainText('refund the last order');
    await expect(listCount).toHaveText('321 of 321 tasks');
  });

  test('the import toast closes itself, import notes or not', async ({ inspector }) => {
    test.slow();
    await inspector.open();
    await inspector.pickFiles(['e2e/fixtures/petstore.openapi.yaml']);
    await expect(inspector.loadResult).toBeVisible();
    await inspector.page.keyboard.press('Escape');
    await inspector.page.mouse.move(5, 5);
    await expect(inspector.loadResult).toBeHidden({ timeout: 25_000 });
  });
});
