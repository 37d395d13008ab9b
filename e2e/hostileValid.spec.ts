import { catalogFromRecipe, documentFromRecipe, type CatalogRecipe } from '../src/core/testing/arbitraries';
import { expect, test } from './fixtures';

/**
 * The app under hostile but valid catalogs from the engine fuzz's generators (issue 33; the
 * unit-level properties are src/core/engine.fuzz.test.ts): deep schemas, 2,000 tools sharing one
 * field, names that collide once normalized, and a schema nested past the readers' limit. Each
 * load ends in menus or a located error, and the page keeps answering (a typed request builds
 * its menus).
 */
const recipe = (over: Partial<CatalogRecipe>): CatalogRecipe => ({
  name: 'hostile',
  idStyle: 'namespaced',
  tools: [],
  duplicates: [],
  ...over,
});

const deepMcp = documentFromRecipe({
  format: 'mcp',
  tooDeep: false,
  operations: ['get_order', 'send_receipt_email', 'list_customers'].map((name, i) => ({
    name,
    description: `${name.replace(/_/g, ' ')} with a deep schema`,
    properties: [['order_id', { type: 'string' }]],
    required: [true],
    deep: 80 - i * 10,
    recursive: true,
  })),
});

const tooDeepMcp = documentFromRecipe({
  format: 'mcp',
  tooDeep: true,
  operations: [{ name: 'deep', description: 'd', properties: [], required: [], deep: 0, recursive: false }],
});

const shared = catalogFromRecipe(
  recipe({ name: 'hostile-shared', bulk: { count: 2000, style: 'one-shared-field', field: 'order_id' } }),
);
const colliding = catalogFromRecipe(
  recipe({
    name: 'hostile-colliding',
    idStyle: 'unicode',
    bulk: { count: 300, style: 'colliding-names', field: 'id' },
  }),
);

test.describe('hostile but valid catalogs', () => {
  test.slow();

  test('deep schemas, 2,000 tools with one shared field and colliding names show menus; too deep is a located error', async ({
    inspector,
    page,
  }) => {
    await inspector.open();
    const loads: { name: string; text: string; opened: RegExp; request: string }[] = [
      {
        name: 'deep.mcp.json',
        text: deepMcp.text,
        opened: /3 tools/,
        request: 'get the order and send the receipt email',
      },
      {
        name: 'shared.tool-catalog.json',
        text: JSON.stringify(shared),
        opened: /Opened hostile-shared: 2000 tools/,
        request: 'update the order and search the payment',
      },
      {
        name: 'colliding.tool-catalog.json',
        text: JSON.stringify(colliding),
        opened: /Opened hostile-colliding: 300 tools/,
        request: 'get order then list customer',
      },
    ];
    for (const load of loads) {
      await inspector.dropFiles([{ name: load.name, mimeType: 'application/json', text: load.text }]);
      await expect(inspector.loadResult).toContainText(load.opened, { timeout: 60_000 });
      await page.keyboard.press('Escape');
      await inspector.typeRequest(load.request);
      await expect(inspector.slots('state-path').first()).toBeVisible({ timeout: 30_000 });
      await expect(inspector.slots('relevance').first()).toBeVisible();
    }
    // Nested 3,000 levels: one line naming the file and the JSON path; the last catalog stays.
    await inspector.dropFiles([{ name: 'too-deep.mcp.json', mimeType: 'application/json', text: tooDeepMcp.text }]);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('too-deep.mcp.json', { timeout: 30_000 });
    await expect(alert).toContainText('$.tools[0].inputSchema');
    await page.keyboard.press('Escape');
    await inspector.typeRequest('get order');
    await expect(inspector.slots('state-path').first()).toBeVisible();
  });
});
