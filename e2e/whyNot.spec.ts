import type { TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/** Where a screenshot goes: E2E_SHOTS (a folder) when set, else the test's output folder. */
const shot = (testInfo: TestInfo, name: string): string =>
  process.env.E2E_SHOTS ? join(process.env.E2E_SHOTS, name) : testInfo.outputPath(name);

// Issue 32, points 2 and 3: "why not this tool?" over the whole catalog, and the target explained
// and chosen. On the demo's first task (t-0001: ticket a flight with Sabre, gold chain of seven).

test.describe('why not this tool?', () => {
  test('a relevance tool State-Path left out: its rank, the pool, its sᴿ against the last admitted, and who took its place', async ({
    inspector,
    page,
  }, testInfo) => {
    await inspector.open();
    const onStatePath = new Set(await inspector.slotToolIds('state-path'));
    const relevanceOnly = (await inspector.slotToolIds('relevance')).filter((id) => !onStatePath.has(id));
    const toolId = relevanceOnly[0];
    if (!toolId) throw new Error('expected a relevance tool missing from State-Path on t-0001');
    await page.getByRole('tab', { name: 'Why not?' }).click();
    const search = page.getByRole('combobox', { name: 'Why not this tool?' });
    await search.fill(toolId);
    // The keyboard chooses: the first match is the exact id.
    await expect(page.getByRole('option', { name: toolId, exact: true })).toBeVisible();
    await search.press('Enter');
    const result = page.getByTestId('why-not-result');
    await expect(result.getByTestId('why-not-headline')).toContainText(/^On relevance at #\d+, not on State-Path: /);
    await expect(result.getByTestId('why-not-relevance')).toContainText(/Rank \d+ of \d+ tools the request matches/);
    await expect(result.getByTestId('why-not-pool')).toHaveAttribute('data-in-pool', 'true');
    const terms = result.getByTestId('why-not-terms');
    await expect(terms.getByRole('row', { name: /This tool/ })).toBeVisible();
    await expect(terms.getByRole('row', { name: /Last admitted/ })).toBeVisible();
    // Who took its place (displacement.ts), by the sᴿ term that decided; or why it never could.
    await expect(result.getByTestId('why-not-headline')).toContainText(
      /displaced by \S+ \(State-Path #\d+\)|candidate pool|picked/,
    );
    await expect(result.getByTestId('why-not-displaced')).toContainText(/sᴿ|candidate pool|picked/);
    await page.screenshot({ path: shot(testInfo, 'why-not-relevance-tool.png') });
    await result.getByTestId('why-not-inputs').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(testInfo, 'why-not-relevance-tool-needs.png') });
  });

  test('a tool off both menus: why it missed the pool (or State-Path), and what it needs', async ({
    inspector,
    page,
  }, testInfo) => {
    await inspector.open();
    await page.getByRole('tab', { name: 'Why not?' }).click();
    const search = page.getByRole('combobox', { name: 'Why not this tool?' });
    await search.fill('weather forecast');
    await page.getByRole('option', { name: 'openweather.forecast_daily' }).click();
    const result = page.getByTestId('why-not-result');
    await expect(result.getByTestId('why-not-headline')).toContainText(/^On neither menu: /);
    await expect(result.getByTestId('why-not-relevance')).toBeVisible();
    const pool = result.getByTestId('why-not-pool');
    if ((await pool.getAttribute('data-in-pool')) === 'false')
      await expect(pool).toContainText(/not one of the likely targets/);
    await expect(result.getByTestId('why-not-inputs')).toContainText(
      /known from s0|produced by|nothing in the catalog/,
    );
    await page.screenshot({ path: shot(testInfo, 'why-not-off-menus.png') });
    await result.getByTestId('why-not-inputs').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(testInfo, 'why-not-off-menus-needs.png') });
  });
});

test.describe('targets explained and chosen', () => {
  test('the picker explains the predicted targets; choosing one rebuilds the menus and the verdict for it', async ({
    inspector,
    page,
  }, testInfo) => {
    await inspector.open();
    const picker = page.getByTestId('target-picker');
    const toggle = picker.getByRole('button', { name: /\((gold|predicted)\)/ });
    await toggle.click();
    const options = picker.getByTestId('target-option');
    await expect(options.first()).toContainText(/weight 1 · relevance #\d+ · matches /);
    await page.screenshot({ path: shot(testInfo, 'targets-explained.png') });
    const before = await inspector.verdict('state-path').textContent();
    const statePathBefore = await inspector.slotToolIds('state-path');
    // Any tool of the catalog, by search: a tool the request does not ask for.
    const targetSearch = picker.getByRole('combobox', { name: 'Any tool as the target' });
    await targetSearch.fill('sabre.confirmPrice');
    // The hits come from the worker: Enter chooses the active one once the list shows it.
    await expect(picker.getByRole('option', { name: /sabre\.confirmPrice/ }).first()).toBeVisible();
    await targetSearch.press('Enter');
    await expect(picker.getByRole('button', { name: /sabre\.confirmPrice \(chosen\)/ })).toBeVisible();
    await expect(inspector.verdict('state-path')).toContainText('sabre.confirmPrice');
    await expect(inspector.verdict('state-path')).not.toHaveText(before ?? '');
    await expect.poll(() => inspector.slotToolIds('state-path')).not.toEqual(statePathBefore);
    await page.screenshot({ path: shot(testInfo, 'target-chosen.png') });
    // Back to the prediction: the verdict returns.
    await picker.getByRole('button', { name: 'Use the prediction' }).click();
    await expect(inspector.verdict('state-path')).toHaveText(before ?? '');
    // Escape closes the panel and returns focus to its button.
    await toggle.click();
    await picker.getByRole('radio').first().focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
  });
});
