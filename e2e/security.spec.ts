import { expect, test } from './fixtures';

type Flagged = Window & { __pwned?: number };

test.describe('no script from data', () => {
  test.slow();

  test('a catalog full of HTML/JS payloads loads as text and nothing executes', async ({ inspector, page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await inspector.open();
    await inspector.pickFiles(['e2e/fixtures/hostile.tool-catalog.json', 'e2e/fixtures/hostile.tasks.json']);
    await expect(inspector.loadResult).toContainText('Opened hostile <img src=x onerror=');
    await page.keyboard.press('Escape');
    await expect(inspector.slots('state-path').first()).toBeVisible();
    await expect(inspector.taskQuery).toContainText('<script>window.__pwned=2;alert(2)</script>');
    // Every view of the tools: menus, breakdown, diagnosis, schema editor, lint, catalog list.
    await inspector.tab('Diagnosis').click();
    await expect(inspector.verdict('state-path')).toBeVisible();
    await inspector.slot('state-path', 1).click();
    await inspector.editSelectedSchema();
    await page.getByRole('button', { name: 'Lint' }).click();
    await expect(page.getByTestId('lint-tool').first()).toBeVisible();
    await inspector.openLibrary();
    await expect(inspector.catalogEntries().first()).toBeVisible();
    await expect(
      page.getByText('<img src=x onerror="window.__pwned=1;alert(1)">', { exact: false }).first(),
    ).toBeVisible();
    // No element from the payloads exists: the text stayed text.
    expect(await page.locator('img[src="x"], a[href^="javascript:"]').count()).toBe(0);
    expect(await page.locator('script:not([src])').count()).toBe(0);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as Flagged).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('the Content-Security-Policy forbids inline and remote script', async ({ page }) => {
    await page.goto('/');
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toBeTruthy();
    const scriptSrc = /script-src ([^;]+)/.exec(csp ?? '')?.[1] ?? '';
    expect(scriptSrc.split(/\s+/).sort()).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp).toContain("object-src 'none'");
    // An injected inline script is refused by the browser.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__pwned = 9';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as Flagged).__pwned)).toBeUndefined();
  });
});
