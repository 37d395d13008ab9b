import type { TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/** Where a screenshot goes: E2E_SHOTS (a folder) when set, else the test's output folder. */
const shot = (testInfo: TestInfo, name: string): string =>
  process.env.E2E_SHOTS ? join(process.env.E2E_SHOTS, name) : testInfo.outputPath(name);

// A task's menus kept as a baseline: after a change (the request, K) each slot marks how it moved
// and each menu lists what left; a tool that left State-Path opens in Why not?.

test.describe('menu baseline', () => {
  test('marks the slots that moved since the baseline and lists the tools that left', async ({
    inspector,
    page,
  }, testInfo) => {
    await inspector.open();
    const bar = page.getByRole('group', { name: 'Menu baseline' });
    const statePath = page.getByTestId('menu-state-path');
    const relevance = page.getByTestId('menu-relevance');
    const before = await inspector.slotToolIds('state-path');
    await bar.getByRole('button', { name: 'Keep as baseline' }).click();
    await expect(bar.getByTestId('menu-baseline-status')).toContainText('(K 32, L 8)');
    // Nothing changed yet: the same tools in the same slots, no marks.
    await expect(statePath.getByTestId('baseline-summary')).toHaveText(
      'Since the baseline: the same tools in the same slots',
    );
    await expect(page.getByTestId('slot-moved')).toHaveCount(0);

    // A shorter menu: what left (each with the slot it held), what moved and what is new agree
    // with the two menus' tools.
    await inspector.setSize(inspector.budgetInput, 16);
    await expect(statePath.getByTestId('slot')).toHaveCount(16);
    const after = await inspector.slotToolIds('state-path');
    const left = before.filter((id) => !after.includes(id));
    const movedIds = after.filter((id, k) => before.includes(id) && before.indexOf(id) !== k);
    const added = after.filter((id) => !before.includes(id));
    expect(left.length).toBeGreaterThanOrEqual(16);
    const summary = statePath.getByTestId('baseline-summary');
    await expect(summary).toContainText(`${left.length} left: `);
    await expect(summary).toContainText(`(was ${before.indexOf(left[0] ?? '') + 1})`);
    await expect(summary).toContainText(`and ${left.length - 6} more`);
    await expect(statePath.getByTestId('slot-moved')).toHaveCount(movedIds.length + added.length);
    await inspector.setSize(inspector.budgetInput, 32);
    await expect(summary).toHaveText('Since the baseline: the same tools in the same slots');

    // Another request: tools enter (new), others move (▲/▼ with the slot they held) or leave.
    const query = await inspector.requestInput.inputValue();
    await inspector.typeRequest(`${query} Please send it by SMS.`);
    await expect(summary).toContainText(/\d+ new/);
    await expect(summary).toContainText(/\d+ left: /);
    const marks = statePath.getByTestId('slot-moved');
    await expect(marks.filter({ hasText: 'new' }).first()).toBeVisible();
    const moved = marks.filter({ hasText: /^[▲▼]\d+$/ }).first();
    await expect(moved).toHaveAttribute('title', /^slot \d+ in the baseline$/);
    // A moved slot's mark agrees with its row: ▲n means n slots higher than the baseline's.
    const row = moved.locator('xpath=ancestor::*[@data-testid="slot"][1]');
    const rank = Number(await row.getAttribute('data-rank'));
    const from = Number(/slot (\d+)/.exec((await moved.getAttribute('title')) ?? '')?.[1]);
    const toolId = (await row.getAttribute('data-tool-id')) ?? '';
    expect(before.indexOf(toolId) + 1).toBe(from);
    await expect(moved).toHaveText(`${from > rank ? '▲' : '▼'}${Math.abs(from - rank)}`);
    await expect(relevance.getByTestId('baseline-summary')).not.toHaveText(
      'Since the baseline: the same tools in the same slots',
    );
    await page.screenshot({ path: shot(testInfo, 'menu-baseline.png') });

    // A tool that left State-Path opens in Why not?, which says what took its place.
    const gone = summary.getByRole('button').first();
    const goneId = ((await gone.getAttribute('title')) ?? '').replace(/^Why is (\S+) no longer.*$/, '$1');
    expect(before).toContain(goneId);
    expect(await inspector.slotToolIds('state-path')).not.toContain(goneId);
    await gone.click();
    await expect(page.getByRole('tab', { name: 'Why not?' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('why-not-result')).toContainText(goneId);

    // Clear: no summary, no marks, and the button to keep one again.
    await bar.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByTestId('baseline-summary')).toHaveCount(0);
    await expect(page.getByTestId('slot-moved')).toHaveCount(0);
    await expect(bar.getByRole('button', { name: 'Keep as baseline' })).toBeVisible();
  });

  test('each task keeps its own baseline', async ({ inspector, page }) => {
    await inspector.open();
    const bar = page.getByRole('group', { name: 'Menu baseline' });
    await bar.getByRole('button', { name: 'Keep as baseline' }).click();
    await expect(page.getByTestId('baseline-summary')).toHaveCount(2);
    // Another task has none; coming back shows the first one's again.
    await inspector.tasks.nth(1).click();
    await expect(page.getByRole('region', { name: 'Selected task' })).toContainText('t-0002');
    await expect(page.getByTestId('baseline-summary')).toHaveCount(0);
    await expect(bar.getByRole('button', { name: 'Keep as baseline' })).toBeVisible();
    await inspector.tasks.nth(0).click();
    await expect(page.getByRole('region', { name: 'Selected task' })).toContainText('t-0001');
    await expect(page.getByTestId('baseline-summary')).toHaveCount(2);
    await expect(page.getByTestId('baseline-summary').first()).toHaveText(
      'Since the baseline: the same tools in the same slots',
    );
  });

  test('a schema edit shows against the baseline, and undoing it brings the baseline back', async ({
    inspector,
    page,
  }) => {
    await inspector.open();
    await inspector.pickFiles(['e2e/fixtures/receipt.tool-catalog.json', 'e2e/fixtures/receipt.tasks.json']);
    await expect(inspector.activeCatalog).toHaveText('receipt-shop');
    await page.keyboard.press('Escape');
    await expect(inspector.verdict('state-path')).toContainText('cannot reach mail.send_receipt');
    const before = await inspector.slotToolIds('state-path');
    await page.getByRole('group', { name: 'Menu baseline' }).getByRole('button', { name: 'Keep as baseline' }).click();
    const summary = page.getByTestId('menu-state-path').getByTestId('baseline-summary');
    await expect(summary).toHaveText('Since the baseline: the same tools in the same slots');

    // lookup_contact gets customer_email: the chain closes and the menu moves against the baseline.
    await page.getByRole('button', { name: 'Lint' }).click();
    await page.getByRole('button', { name: /^Edit the schema of lookup_contact/ }).click();
    await inspector.addOutput('customer_email', 1);
    await expect.poll(() => inspector.slotToolIds('state-path')).not.toEqual(before);
    await expect(summary).not.toHaveText('Since the baseline: the same tools in the same slots');
    await expect(page.getByTestId('menu-state-path').getByTestId('slot-moved').first()).toBeVisible();

    // Undone, the menu is the baseline's again.
    await inspector.schemaEditor.getByRole('button', { name: 'Undo' }).click();
    await expect(inspector.editStatus).toHaveText('No edits');
    await expect(summary).toHaveText('Since the baseline: the same tools in the same slots');
    await expect(page.getByTestId('slot-moved')).toHaveCount(0);
  });
});
