import type { TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/** Where a screenshot goes: E2E_SHOTS (a folder) when set, else the test's output folder. */
const shot = (testInfo: TestInfo, name: string): string =>
  process.env.E2E_SHOTS ? join(process.env.E2E_SHOTS, name) : testInfo.outputPath(name);

// The task set's scores: both menus of every demo task with a gold path, scored in the worker
// with the settings of the menus on screen; a task's row opens it.

test.describe('scores over the task set', () => {
  // Each scores the demo's 320 tasks once or twice (about 6 s each, more on a busy machine).
  test.describe.configure({ timeout: 150_000 });

  test('scores both menus of every task, filters the tasks by outcome and opens one', async ({
    inspector,
    page,
  }, testInfo) => {
    await inspector.open();
    await page.getByRole('button', { name: 'Scores' }).click();
    const scores = page.getByTestId('scores');
    // 320 tasks on two cores take a few seconds; the progress says how far it got.
    await expect(scores.getByTestId('scores-scope')).toContainText('320 tasks with a gold path', { timeout: 90_000 });
    await expect(scores.getByTestId('scores-scope')).toContainText('State-Path scored by the structural scorer');
    const summary = scores.getByRole('table', { name: 'Scores over the task set' });
    const row = (measure: RegExp) => summary.getByRole('row', { name: measure });
    // The README's demo row (s0 given, K 32, L 8): cov@32 39.4 / 73.1, first1 7.5 / 51.6.
    await expect(row(/Whole gold chain on the 32-slot menu/)).toContainText('39.4 % (126 of 320)');
    await expect(row(/Whole gold chain on the 32-slot menu/)).toContainText('73.1 % (234 of 320)');
    await expect(row(/Slot 1 is the gold chain’s first step/)).toContainText('51.6 % (165 of 320)');
    // By chain length: every bucket the demo has, with its tasks adding up to 320.
    const byLength = scores.getByRole('table', { name: 'By chain length' });
    await expect(byLength.getByRole('row')).not.toHaveCount(1);
    const counts = await byLength.locator('tbody tr td:first-of-type').allTextContents();
    expect(counts.map(Number).reduce((a, b) => a + b, 0)).toBe(320);
    const tasks = scores.getByTestId('scores-row');
    await expect(tasks).toHaveCount(320);
    await page.screenshot({ path: shot(testInfo, 'scores.png') });

    // Relevance covers these at 32, State-Path does not: each row says so.
    const filter = scores.getByLabel('Tasks:');
    const lost = (await filter.locator('option[value="lost"]').textContent()) ?? '';
    const count = Number(/\((\d+)\)$/.exec(lost)?.[1] ?? NaN);
    expect(count).toBeGreaterThan(0);
    await filter.selectOption('lost');
    await expect(tasks).toHaveCount(count);
    const first = tasks.first();
    await expect(first.getByRole('img', { name: 'whole chain on the menu: yes' })).toHaveCount(1);
    await expect(first.getByRole('img', { name: 'whole chain on the menu: no' })).toHaveCount(1);
    const taskId = ((await first.getByRole('button').textContent()) ?? '').trim();
    await first.getByRole('button').click();
    await expect(scores).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Selected task' })).toContainText(taskId);
    // The task list shows it selected, scrolled to (most of these tasks are far down the list).
    const option = page.getByRole('listbox', { name: 'Task list' }).locator(`[data-task-id="${taskId}"]`);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(option).toBeInViewport();
  });

  test('with s0 inferred from each request the figures are those of the inferred table', async ({
    inspector,
    page,
  }) => {
    await inspector.open();
    await page.getByRole('button', { name: 'Scores' }).click();
    const scores = page.getByTestId('scores');
    await expect(scores.getByTestId('scores-scope')).toBeVisible({ timeout: 90_000 });
    await scores.getByLabel('s0 inferred from each request').check();
    await expect(scores.getByTestId('scores-scope')).toContainText('s0 inferred from each request', {
      timeout: 90_000,
    });
    // The README's demo row with s0 inferred: cov@32 39.4 / 65.9.
    await expect(scores.getByRole('row', { name: /Whole gold chain on the 32-slot menu/ })).toContainText('65.9 %');
    // Closing while nothing runs leaves the menus as they were.
    await page.keyboard.press('Escape');
    await expect(scores).toHaveCount(0);
    await expect(inspector.slots('state-path').first()).toBeVisible();
  });

  test('a baseline kept, then K changed: the Δ column and the tasks that moved', async ({ inspector, page }) => {
    await inspector.open();
    await page.getByRole('button', { name: 'Scores' }).click();
    const scores = page.getByTestId('scores');
    await expect(scores.getByTestId('scores-scope')).toBeVisible({ timeout: 90_000 });
    await scores.getByRole('button', { name: 'Keep as baseline' }).click();
    await expect(scores.getByTestId('scores-baseline')).toContainText(
      'Baseline: K 32 · L 8 · default weights and rules · the structural scorer · s0 as given',
    );
    await page.keyboard.press('Escape');
    await expect(scores).toHaveCount(0);
    await inspector.setSize(inspector.budgetInput, 16);
    await page.getByRole('button', { name: 'Scores' }).click();
    await expect(scores.getByTestId('scores-scope')).toBeVisible({ timeout: 90_000 });
    const summary = scores.getByRole('table', { name: 'Scores over the task set' });
    await expect(summary.getByRole('row', { name: /Whole gold chain on the 16-slot menu/ })).toBeVisible();
    // Fewer slots hold fewer whole chains: the Δ against K 32 is negative.
    await expect(summary.getByRole('row', { name: /16-slot menu/ }).getByTestId('scores-delta')).toHaveText(
      /^−\d+\.\d$/,
    );
    const filter = scores.getByLabel('Tasks:');
    await filter.selectOption('changed');
    const moved = scores.getByTestId('scores-row');
    expect(await moved.count()).toBeGreaterThan(0);
    // Each row says what moved; with 16 slots some chains no longer fit.
    await expect(moved.first().getByTestId('scores-moved')).toHaveText(/^[+−](chain|top L|slot 1)/);
    expect(await scores.getByTestId('scores-moved').filter({ hasText: '−chain' }).count()).toBeGreaterThan(0);
    await scores.getByRole('button', { name: 'Clear baseline' }).click();
    await expect(summary.getByTestId('scores-delta')).toHaveCount(0);
    await expect(filter.locator('option[value="changed"]')).toHaveCount(0);
  });

  test('closed while it runs, the scores stop; opened again, they run anew to the end', async ({ inspector, page }) => {
    await inspector.open();
    await page.getByRole('button', { name: 'Scores' }).click();
    const scores = page.getByTestId('scores');
    await expect(scores.getByTestId('scores-progress')).toContainText(/Scoring task \d+ of 320/);
    await page.keyboard.press('Escape');
    await expect(scores).toHaveCount(0);
    // The menus keep answering: another task opens.
    await page.getByRole('listbox', { name: 'Task list' }).locator('[data-task-id="t-0006"]').click();
    await expect(page.getByRole('region', { name: 'Selected task' })).toContainText('t-0006');
    await expect(inspector.slots('state-path').first()).toBeVisible();
    // Long enough for a run nobody stopped to have finished (the whole set takes about 5 s): the
    // scores would then show at once. Stopped, they start again, and finish.
    await page.waitForTimeout(8_000);
    await page.getByRole('button', { name: 'Scores' }).click();
    await expect(scores.getByTestId('scores-progress')).toBeVisible();
    await expect(scores.getByRole('alert')).toHaveCount(0);
    await expect(scores.getByTestId('scores-scope')).toContainText('320 tasks with a gold path', { timeout: 90_000 });
    await expect(
      scores.getByRole('table', { name: 'Scores over the task set' }).getByRole('row', { name: /32-slot menu/ }),
    ).toContainText('73.1 %');
  });
});
