import { expect, test } from './fixtures';

test.describe('load errors', () => {
  test('an invalid demo catalog shows one line naming the file, line and JSON path', async ({ inspector, page }) => {
    await page.route('**/demo/catalog.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: '{\n  "format": "tool-catalog/v1",\n  "name": "broken",\n  "tools": [\n    { "name": "no id", "inputs": [], "outputs": [] }\n  ]\n}\n',
      }),
    );
    await page.goto('/');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The demo catalog could not be loaded');
    await expect(alert).toContainText('demo/catalog.json:5');
    await expect(alert).toContainText('$.tools[0]');
    await expect(inspector.statusBar).toContainText('No catalog loaded');
  });
});
