import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { InspectorPage } from './pages/InspectorPage';

const RECEIPT = ['e2e/fixtures/receipt.tool-catalog.json', 'e2e/fixtures/receipt.tasks.json'];

/** Opens lookup_contact of the receipt catalog in the schema editor through the lint panel. */
async function editLookupContact(inspector: InspectorPage): Promise<void> {
  await inspector.page.getByRole('button', { name: 'Lint' }).click();
  await inspector.page.getByRole('button', { name: /^Edit the schema of lookup_contact/ }).click();
  await expect(inspector.schemaEditor).toBeVisible();
}

test.describe('persistence', () => {
  // Two page loads and several stored edits each: on a busy 2-core machine this outlasts the default 30 s.
  test.slow();

  test('an edit survives a reload and appears in the exported catalog and edits file', async ({ inspector, page }) => {
    await inspector.open();
    await inspector.pickFiles(RECEIPT);
    await expect(inspector.loadResult).toContainText('Opened receipt-shop');
    await page.keyboard.press('Escape');
    await editLookupContact(inspector);
    await inspector.addOutput('customer_email', 1);
    await expect(inspector.verdict('state-path')).toContainText('mail.send_receipt in 4 calls');

    await page.reload();
    await expect(inspector.activeCatalog).toHaveText('receipt-shop');
    await expect(inspector.verdict('state-path')).toContainText('mail.send_receipt in 4 calls');
    await expect(
      inspector.menuList('state-path').locator('[data-tool-id="crm.lookup_contact"]').getByTestId('edited-badge'),
    ).toBeVisible();
    await editLookupContact(inspector);
    await expect(inspector.schemaEditor.getByLabel('Output 2 name')).toHaveValue('customer_email');
    await expect(inspector.editStatus).toHaveText('1 edit saved');

    const catalogDownload = page.waitForEvent('download');
    await inspector.schemaEditor.getByRole('button', { name: 'Export catalog' }).click();
    const catalogFile = await catalogDownload;
    expect(catalogFile.suggestedFilename()).toBe('receipt-shop.tool-catalog.json');
    const catalog = JSON.parse(readFileSync(await catalogFile.path(), 'utf8')) as {
      format: string;
      tools: { id: string; outputs: { name: string }[] }[];
    };
    expect(catalog.format).toBe('tool-catalog/v1');
    expect(catalog.tools.find((t) => t.id === 'crm.lookup_contact')?.outputs.map((o) => o.name)).toEqual([
      'phone',
      'customer_email',
    ]);

    const editsDownload = page.waitForEvent('download');
    await inspector.schemaEditor.getByRole('button', { name: 'Export edits' }).click();
    const editsFile = await editsDownload;
    expect(editsFile.suggestedFilename()).toBe('receipt-shop.edits.json');
    const edits = JSON.parse(readFileSync(await editsFile.path(), 'utf8')) as unknown;
    expect(edits).toEqual({
      format: 'tool-catalog-edits/v1',
      catalog: 'receipt-shop',
      edits: [
        {
          op: 'add-field',
          tool: 'crm.lookup_contact',
          side: 'outputs',
          field: { name: 'customer_email', type: 'string' },
        },
      ],
    });
  });

  test('closing the tab right after edits are confirmed loses none of them', async ({ inspector, page, context }) => {
    await inspector.open();
    await inspector.slot('state-path', 1).click();
    await inspector.editSelectedSchema();
    await inspector.addOutput('kill_test_a', 1);
    await inspector.addOutput('kill_test_b', 2);
    await inspector.addOutput('kill_test_c', 3);
    // A fourth edit is in flight when the tab dies: only confirmed edits are promised.
    await inspector.schemaEditor.getByLabel('New output name').fill('kill_test_d');
    await inspector.schemaEditor.getByRole('button', { name: 'Add output' }).click();
    await page.close({ runBeforeUnload: false });

    const reopened = new InspectorPage(await context.newPage());
    // Headless Chromium may treat a page opened as another closes as in the background (no animation frames).
    await reopened.page.bringToFront();
    await reopened.open();
    await reopened.openLibrary();
    await expect(reopened.libraryDrawer.getByTestId('edit-status')).toHaveText(/^[34] edits saved$/);
    const list = reopened.libraryDrawer
      .getByRole('region', { name: 'Edits of the open catalog' })
      .getByRole('listitem');
    await expect(list.filter({ hasText: 'kill_test_a' })).toHaveCount(1);
    await expect(list.filter({ hasText: 'kill_test_b' })).toHaveCount(1);
    await expect(list.filter({ hasText: 'kill_test_c' })).toHaveCount(1);
  });
});
