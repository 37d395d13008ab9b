import { expect, test } from './fixtures';

const RECEIPT = ['e2e/fixtures/receipt.tool-catalog.json', 'e2e/fixtures/receipt.tasks.json'];

test.describe('schema editor', () => {
  test.slow();

  test('adding an output changes the State-Path menu and the diagnosis, and undo / redo follow', async ({
    inspector,
    page,
  }, testInfo) => {
    await inspector.open();
    await inspector.pickFiles(RECEIPT);
    await expect(inspector.loadResult).toContainText('Opened receipt-shop: 18 tools, 1 tasks');
    await expect(inspector.activeCatalog).toHaveText('receipt-shop');
    await page.keyboard.press('Escape');
    // Waits for the receipt catalog's menus: right after the switch the demo's may still show.
    await expect(inspector.verdict('state-path')).toContainText(
      'cannot reach mail.send_receipt: no tool in the catalog produces customer_email',
    );
    const verdictBefore = await inspector.verdict('state-path').innerText();
    const menuBefore = await inspector.slotToolIds('state-path');

    // lookup_contact gets customer_email: the chain order → contact → send closes.
    await inspector.page.getByRole('button', { name: 'Lint' }).click();
    await page.getByRole('button', { name: /^Edit the schema of lookup_contact/ }).click();
    await expect(inspector.schemaEditor).toBeVisible();
    await inspector.addOutput('customer_email', 1);
    await expect.poll(() => inspector.slotToolIds('state-path')).not.toEqual(menuBefore);
    await expect(inspector.verdict('state-path')).not.toHaveText(verdictBefore);
    await expect(inspector.verdict('state-path')).toContainText('reaches');
    await expect(inspector.verdict('state-path')).toContainText('mail.send_receipt in 4 calls');
    await expect(
      inspector.menuList('state-path').locator('[data-tool-id="crm.lookup_contact"]').getByTestId('edited-badge'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Close Schema lint' }).click();
    await inspector.screenshot(testInfo, 'schema-editor-1280x800');

    // Ctrl+Z (focus outside a text field) undoes; Ctrl+Shift+Z redoes.
    await inspector.schemaEditor.getByRole('heading', { name: /^Schema editor/ }).click();
    await page.keyboard.press('Control+z');
    await expect(inspector.editStatus).toHaveText('No edits');
    await expect.poll(() => inspector.slotToolIds('state-path')).toEqual(menuBefore);
    await expect(inspector.verdict('state-path')).toContainText('cannot reach mail.send_receipt');
    await page.keyboard.press('Control+Shift+z');
    await expect(inspector.editStatus).toHaveText('1 edit saved');
    await inspector.schemaEditor.getByRole('button', { name: 'Undo' }).click();
    await expect(inspector.editStatus).toHaveText('No edits');
    await inspector.schemaEditor.getByRole('button', { name: 'Redo' }).click();
    await expect(inspector.editStatus).toHaveText('1 edit saved');
  });

  test('inputs, required flags, types and aliases edit inline; inferred outputs are marked and can be accepted', async ({
    inspector,
    page,
  }) => {
    await inspector.open();
    await inspector.pickFiles(['e2e/fixtures/mcp-tools.json']);
    await expect(inspector.loadResult).toContainText('Opened');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Lint' }).click();
    await expect(page.getByTestId('lint-counts')).toBeVisible();
    await page.getByRole('button', { name: /^Edit the schema of get_user/ }).click();
    const editor = inspector.schemaEditor;
    await expect(editor).toBeVisible();
    // get_user declares no outputs: the importer inferred them from its name and description.
    const inferred = editor.locator('[data-testid="output-row"][data-inferred="true"]');
    await expect(inferred.first()).toBeVisible();
    await expect(inferred.first()).toHaveAttribute('title', /inferred from the/);
    const before = await inferred.count();
    await editor
      .getByRole('button', { name: /^Accept inferred output/ })
      .first()
      .click();
    await expect(inspector.editStatus).toHaveText(/^\d+ edits? saved$/);
    await expect(inferred).toHaveCount(before - 1);
    // Required flag, type and a new input.
    await editor.getByLabel('Input 1 required').click();
    await expect(editor.getByLabel('Input 1 required')).not.toBeChecked();
    await editor.getByLabel('Input 1 type').fill('integer');
    await editor.getByLabel('Input 1 type').press('Enter');
    await expect(editor.getByLabel('Input 1 type')).toHaveValue('integer');
    await editor.getByLabel('New input name').fill('include_orgs');
    await editor.getByLabel('New input type').fill('boolean');
    await editor.getByLabel('New input required').uncheck();
    await editor.getByRole('button', { name: 'Add input' }).click();
    await expect(editor.getByLabel('Input 2 name')).toHaveValue('include_orgs');
    await editor.getByRole('button', { name: /^Remove input 2/ }).click();
    await expect(editor.getByLabel('Input 2 name')).toHaveCount(0);
    await editor.getByLabel('Aliases of assignee_login').fill('login, username');
    await editor.getByLabel('Aliases of assignee_login').press('Enter');
    await expect(editor.getByLabel('Aliases of assignee_login')).toHaveValue('login, username');
    await expect(inspector.editStatus).toHaveText(/^[5-9] edits saved$/);
    // A bad edit (empty name) is refused with a reason; nothing changes.
    await editor.getByLabel('Input 1 name').fill('');
    await editor.getByLabel('Input 1 name').press('Enter');
    await expect(editor.getByRole('alert')).toContainText('non-empty name');
  });
});
