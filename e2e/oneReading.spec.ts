import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { InspectorPage } from './pages/InspectorPage';

// Issue 32, point 1: one reading of a menu. Demo t-0006 ("Order 82455 arrived damaged: open a
// return, email the customer a prepaid label and refund them…"): easypost.purchase_label is on
// both menus but cannot run, since nothing before it supplies its rate_id. The diagnosis says so; it
// no longer blames label_url, which purchase_label would produce.

async function openTask(inspector: InspectorPage, page: Page, taskId: string): Promise<void> {
  await inspector.open();
  await inspector.taskSearch.fill(taskId);
  await page.getByRole('option', { name: new RegExp(`^${taskId}`) }).click();
  await expect(inspector.taskQuery).toContainText('Order 82455 arrived damaged');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The ids of the missing-field (red) nodes of the graph on screen. */
async function missingFields(inspector: InspectorPage): Promise<string[]> {
  return inspector.graph.evaluate((element) => {
    type Node = { data(key: string): string };
    const cy = (element as HTMLElement & { _cyreg?: { cy?: { nodes(selector: string): { toArray(): Node[] } } } })
      ._cyreg?.cy;
    return (cy?.nodes('[kind = "missing"]').toArray() ?? []).map((n) => n.data('id').replace(/^missing:/, '')).sort();
  });
}

test.describe('one reading of a menu (t-0006)', () => {
  test('the verdict names rate_id, the field purchase_label lacks, and the diagnosis lists purchase_label as blocked', async ({
    inspector,
    page,
  }, testInfo) => {
    await openTask(inspector, page, 't-0006');
    const relevance = inspector.verdict('relevance');
    await expect(relevance).toHaveAttribute('data-status', 'fails');
    await expect(relevance).toContainText(
      /its label_url comes from easypost\.purchase_label \(slot \d+\), which lacks rate_id; nothing on the menu produces rate_id; easypost\.list_rates ranks \d+/,
    );
    await expect(relevance).not.toContainText('produces label_url');
    // State-Path holds list_rates too, but the chain stops deeper: the verdict walks down to it.
    await expect(inspector.verdict('state-path')).toContainText(
      /easypost\.purchase_label \(slot \d+\), which lacks rate_id/,
    );

    await inspector.tab('Diagnosis').click();
    for (const method of ['relevance', 'state-path'] as const) {
      const card = page.getByTestId(`diagnosis-${method}`);
      const blocked = card.getByRole('group', { name: 'Blocked producers' }).getByRole('listitem');
      await expect(
        blocked.filter({ hasText: /^#\d+ easypost\.purchase_label cannot run: it lacks rate_id/ }),
      ).toHaveCount(1);
    }
    const bridges = page
      .getByTestId('diagnosis-relevance')
      .getByRole('group', { name: 'Missing bridges' })
      .getByRole('listitem');
    await expect(
      bridges.filter({
        hasText: /^rate_id for #\d+ easypost\.purchase_label; produced by (#\d+ )?easypost\.list_rates/,
      }),
    ).toHaveCount(1);
    await expect(bridges.filter({ hasText: /^label_url for/ })).toHaveCount(0);

    // The graph reads the same diagnosis: a red rate_id node, none for label_url.
    await inspector.graphToggle('relevance').check();
    await expect.poll(() => missingFields(inspector)).toContain('rate_id');
    expect(await missingFields(inspector)).not.toContain('label_url');
    // …and marks purchase_label (slot 8, in the top 8) as blocked.
    const blockedNodes = await inspector.graph.evaluate((element) => {
      type Node = { data(key: string): string };
      const cy = (element as HTMLElement & { _cyreg?: { cy?: { nodes(selector: string): { toArray(): Node[] } } } })
        ._cyreg?.cy;
      return (cy?.nodes('.blocked').toArray() ?? []).map((n) => n.data('toolId')).sort();
    });
    expect(blockedNodes).toContain('easypost.purchase_label');
    await inspector.screenshot(testInfo, 't-0006-relevance-diagnosis');
  });

  test('the Runs tab sets each verdict beside its plan and simulated runs, and says why they differ', async ({
    inspector,
    page,
  }) => {
    await openTask(inspector, page, 't-0006');
    await inspector.tab('Runs').click();
    const agreement = page.getByTestId('verdict-agreement');
    await expect(agreement).toBeVisible({ timeout: 20_000 });
    // Relevance cannot reach the target: the greedy plan falls back and no simulated run succeeds.
    const relevance = agreement.getByTestId('agreement-relevance');
    await expect(relevance).toHaveText(
      /^Relevance-only: the verdict says it cannot reach shop\.email_return_label; the greedy planner falls back and the simulated agent succeeds in 0 % of \d+ runs\.$/,
    );
    await expect(relevance).toHaveAttribute('data-agrees', 'true');
    // The sentence and the Monte-Carlo table give the same success rate for each menu.
    const rates = page
      .getByTestId('monte-carlo')
      .getByRole('row', { name: /^success rate/ })
      .getByRole('cell');
    await expect(rates).toHaveCount(2);
    for (const [k, method] of (['relevance', 'state-path'] as const).entries()) {
      const rate = (await rates.nth(k).textContent())?.trim() ?? '';
      await expect(agreement.getByTestId(`agreement-${method}`)).toContainText(`succeeds in ${rate} of`);
    }
  });
});
