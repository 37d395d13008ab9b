import { expect, test } from './fixtures';

test.describe('appearance', () => {
  test('dark theme at 1920×1080, with the diagnosis tab', async ({ inspector, page }, testInfo) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await inspector.open();
    await inspector.themeToggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await inspector.screenshot(testInfo, 'first-open-1920x1080-dark');
    await inspector.tab('Diagnosis').click();
    await expect(page.getByTestId('diagnosis-relevance')).toBeVisible();
    await expect(page.getByTestId('diagnosis-state-path')).toBeVisible();
    await inspector.screenshot(testInfo, 'diagnosis-1920x1080-dark');
  });

  test('follows prefers-color-scheme until the user picks a theme', async ({ inspector, page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await inspector.open();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('holds at 1280×800: no page scroll, menus and details fit', async ({ inspector, page }, testInfo) => {
    await inspector.open();
    const overflow = await page.evaluate(() => ({
      x: document.documentElement.scrollWidth - innerWidth,
      y: document.documentElement.scrollHeight - innerHeight,
    }));
    expect(overflow).toEqual({ x: 0, y: 0 });
    await inspector.tab('Diagnosis').click();
    await inspector.screenshot(testInfo, 'diagnosis-1280x800-light');
  });
});
