import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const fixture = (name: string): string => readFileSync(`e2e/fixtures/${name}`, 'utf8');

test.describe('catalog library', () => {
  // Each test loads and indexes catalogs besides the demo: more than the default 30 s on a busy 2-core machine.
  test.slow();

  test('first open with nothing stored shows the demo with a task selected and lists it', async ({
    inspector,
    page,
  }, testInfo) => {
    await inspector.open();
    await expect(inspector.tasks.first()).toHaveAttribute('aria-selected', 'true');
    await inspector.openLibrary();
    await expect(inspector.catalogEntries()).toHaveCount(1);
    await expect(inspector.catalogEntries().first()).toContainText('built-in demo');
    await expect(page.getByRole('button', { name: 'Choose files…' })).toBeVisible();
    await inspector.screenshot(testInfo, 'library-loader-1280x800');
  });

  test('dropping an MCP tools/list file and an OpenAPI YAML file shows their menus', async ({
    inspector,
    page,
  }, testInfo) => {
    await inspector.open();
    await inspector.dropFiles([
      { name: 'mcp-tools.json', mimeType: 'application/json', text: fixture('mcp-tools.json') },
    ]);
    await expect(inspector.loadResult).toContainText('4 tools');
    await expect(inspector.activeCatalog).not.toHaveText(/demo/);
    await expect
      .poll(() => inspector.slotToolIds('state-path'))
      .toEqual(expect.arrayContaining(['search_issues', 'get_issue']));
    await expect(inspector.slots('relevance').first()).toBeVisible();

    await inspector.dropFiles([
      { name: 'petstore.openapi.yaml', mimeType: 'application/yaml', text: fixture('petstore.openapi.yaml') },
    ]);
    await expect(inspector.loadResult).toContainText('Opened Petstore: 3 tools');
    await expect
      .poll(() => inspector.slotToolIds('state-path'))
      .toEqual(expect.arrayContaining(['petstore.listPets', 'petstore.showPetById']));
    await expect(inspector.graph).toHaveAttribute('data-node-count', /^[1-9]\d*$/);
    // One API's menu names its tools without the prefix they all share, and says it once above.
    const stateMenu = page.getByTestId('menu-state-path');
    await expect(stateMenu.getByTestId('shared-prefix')).toContainText('petstore.*');
    const listPets = stateMenu.locator('[data-tool-id="petstore.listPets"]');
    await expect(listPets).toContainText('listPets');
    await expect(listPets).not.toContainText('petstore.');

    // The list shows both with their formats; switching back opens the MCP catalog's menus.
    await inspector.openLibrary();
    await expect(inspector.catalogEntries()).toHaveCount(3);
    await expect(inspector.catalogEntries().filter({ hasText: 'Petstore' })).toContainText('openapi');
    await expect(inspector.catalogEntries().filter({ hasText: 'mcp' })).toContainText('4 tools');
    await inspector.screenshot(testInfo, 'library-catalog-list-1280x800');
    const mcpEntry = inspector.catalogEntries().filter({ hasText: 'mcp' });
    await mcpEntry.getByRole('button', { name: /^Open / }).click();
    await expect.poll(() => inspector.slotToolIds('state-path')).toEqual(expect.arrayContaining(['search_issues']));

    // Deleting the open catalog opens the demo again.
    page.once('dialog', (dialog) => void dialog.accept());
    await inspector
      .catalogEntries()
      .filter({ hasText: 'mcp' })
      .getByRole('button', { name: /^Delete / })
      .click();
    await expect(inspector.catalogEntries()).toHaveCount(2);
    await expect(inspector.activeCatalog).toHaveText('demo-catalog');
    await expect(inspector.slots('state-path').first()).toBeVisible();
  });

  test('a malformed catalog file shows an error with line and column, and the previous catalog still works', async ({
    inspector,
    page,
  }) => {
    await inspector.open();
    const before = await inspector.slotToolIds('state-path');
    await inspector.pickFiles(['e2e/fixtures/malformed.tool-catalog.json']);
    const error = page.getByRole('alert');
    await expect(error).toContainText('Could not load malformed.tool-catalog.json');
    await expect(error).toContainText(/malformed\.tool-catalog\.json:5:\d+/);
    await expect(error).toContainText('Nothing changed');
    await expect(inspector.activeCatalog).toHaveText('demo-catalog');
    expect(await inspector.slotToolIds('state-path')).toEqual(before);
    // Still usable: a new K rebuilds the menus of the demo.
    await page.keyboard.press('Escape');
    await inspector.setSize(inspector.budgetInput, 10);
    await expect(inspector.slots('state-path')).toHaveCount(10);
  });

  test('?catalog=URL&tasks=URL loads on open, and opening it again reopens the same catalog', async ({
    inspector,
    page,
  }) => {
    await page.route('**/remote/receipt.tool-catalog.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: fixture('receipt.tool-catalog.json') }),
    );
    await page.route('**/remote/receipt.tasks.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: fixture('receipt.tasks.json') }),
    );
    await page.goto('/?catalog=remote/receipt.tool-catalog.json&tasks=remote/receipt.tasks.json');
    await expect(inspector.loadResult).toContainText('Opened receipt-shop: 18 tools, 1 tasks');
    await expect(inspector.tasks).toHaveCount(1);
    await expect.poll(() => inspector.slotToolIds('state-path')).toContain('mail.send_receipt');
    await page.reload();
    await expect(inspector.loadResult).toContainText('Reopened receipt.tool-catalog.json');
    await inspector.openLibrary();
    await expect(inspector.catalogEntries().filter({ hasText: 'receipt-shop' })).toHaveCount(1);
  });

  test('?catalog= loads from another https origin that allows it through CORS', async ({ inspector, page }) => {
    const cors = { 'Access-Control-Allow-Origin': '*' };
    await page.route('https://catalogs.example.test/**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        headers: cors,
        body: fixture(
          route.request().url().endsWith('tasks.json') ? 'receipt.tasks.json' : 'receipt.tool-catalog.json',
        ),
      }),
    );
    await page.goto(
      '/?catalog=https://catalogs.example.test/shop/receipt.tool-catalog.json&tasks=https://catalogs.example.test/shop/receipt.tasks.json',
    );
    await expect(inspector.loadResult).toContainText('Opened receipt-shop: 18 tools, 1 tasks');
    await expect.poll(() => inspector.slotToolIds('state-path')).toContain('mail.send_receipt');
  });

  test('a large file shows reading progress in bytes, then parsing, then what it loaded', async ({
    inspector,
    page,
  }) => {
    await inspector.open();
    // Every progress line the toast shows, recorded as it changes (a fast machine shows each briefly).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as Window & { __progress?: string[] }).__progress = seen;
      new MutationObserver(() => {
        const line = document.querySelector('[data-testid="load-progress"] p')?.textContent;
        if (line && seen[seen.length - 1] !== line) seen.push(line);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const tools = Array.from({ length: 2500 }, (_, i) => ({
      id: `big.tool_${i}`,
      name: `tool_${i}`,
      description: `Tool number ${i}. ${'lorem ipsum dolor sit amet '.repeat(150)}`,
      inputs: [{ name: `field_${i}`, type: 'string', required: true }],
      outputs: [{ name: `field_${i + 1}`, type: 'string' }],
    }));
    const text = JSON.stringify({ format: 'tool-catalog/v1', name: 'big-catalog', tools });
    expect(text.length).toBeGreaterThan(8_000_000);
    await inspector.dropFiles([{ name: 'big.tool-catalog.json', mimeType: 'application/json', text }]);
    await expect(inspector.loadResult).toContainText('Opened big-catalog: 2500 tools', { timeout: 30_000 });
    const seen = await page.evaluate(() => (window as Window & { __progress?: string[] }).__progress ?? []);
    expect(seen.some((line) => /^Reading big\.tool-catalog\.json — [\d.]+ (MB|kB) of [\d.]+ MB$/.test(line))).toBe(
      true,
    );
    expect(seen).toContain('Parsing big.tool-catalog.json');
  });
});
