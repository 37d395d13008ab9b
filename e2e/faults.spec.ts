import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/** The demo renamed, with its task ids changed: menus for these ids only come from this catalog. */
function renamedDemo(): { catalog: string; tasks: string } {
  const catalog = {
    ...(JSON.parse(readFileSync('public/demo/catalog.json', 'utf8')) as Record<string, unknown>),
    name: 'faults-catalog',
  };
  const tasks = JSON.parse(readFileSync('public/demo/tasks.json', 'utf8')) as { tasks: { id: string }[] };
  tasks.tasks = tasks.tasks.slice(0, 20).map((t) => ({ ...t, id: t.id.replace(/^t-/, 'f-') }));
  return { catalog: JSON.stringify(catalog), tasks: JSON.stringify(tasks) };
}

test.describe('faults', () => {
  test('a crashed worker is restarted with a notice; selection and settings are kept and menus still work', async ({
    inspector,
    page,
  }) => {
    test.setTimeout(90_000);
    await inspector.open('/?faults=1');
    const task = inspector.tasks.nth(2);
    await task.click();
    await expect(task).toHaveAttribute('aria-selected', 'true');
    await inspector.setSize(inspector.budgetInput, 20);
    await expect(inspector.slots('state-path')).toHaveCount(20);
    const query = await inspector.taskQuery.textContent();

    await page.evaluate(() => window.inspectorFaults?.inject('crash'));
    await expect(inspector.workerNotice).toBeVisible();
    await expect(inspector.workerNotice).toContainText('The inspector worker was restarted');
    await expect(inspector.workerNotice).toContainText('injected worker crash');

    await expect(task).toHaveAttribute('aria-selected', 'true');
    await expect(inspector.budgetInput).toHaveValue('20');
    await expect(inspector.taskQuery).toHaveText(query ?? '');
    // The new worker answers: a new L and another task are built.
    await inspector.setSize(inspector.topInput, 5);
    await expect(inspector.slots('state-path')).toHaveCount(20, { timeout: 30_000 });
    await inspector.tasks.nth(3).click();
    await expect(inspector.taskQuery).not.toHaveText(query ?? '', { timeout: 30_000 });
    // State-Path fills K; relevance lists only the tools the request's words match (16 here).
    await expect(inspector.slots('state-path')).toHaveCount(20, { timeout: 30_000 });
    await expect(inspector.slots('relevance').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not' })).toHaveCount(0);
  });

  test('after a crash the new worker reopens the catalog the user loaded (from IndexedDB)', async ({
    inspector,
    page,
  }) => {
    test.setTimeout(90_000);
    const files = renamedDemo();
    // By path: a glob would also match the page's own URL, whose query names these files.
    await page.route(
      (url) => url.pathname === '/e2e-data/catalog.json',
      (route) => route.fulfill({ contentType: 'application/json', body: files.catalog }),
    );
    await page.route(
      (url) => url.pathname === '/e2e-data/tasks.json',
      (route) => route.fulfill({ contentType: 'application/json', body: files.tasks }),
    );
    await inspector.open('/?faults=1&catalog=/e2e-data/catalog.json&tasks=/e2e-data/tasks.json');
    await expect(page.getByTestId('active-catalog')).toHaveText('faults-catalog', { timeout: 30_000 });
    await expect(inspector.tasks.first()).toContainText('f-0001');
    await page.evaluate(() => window.inspectorFaults?.inject('crash'));
    await expect(inspector.workerNotice).toBeVisible();
    // Menus of a task only the loaded catalog has: built by the new worker from what it reopened.
    await inspector.tasks.nth(4).click();
    await expect(inspector.taskQuery).toBeVisible();
    await expect(inspector.slots('state-path')).toHaveCount(32, { timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'no task with id' })).toHaveCount(0);
  });

  test('a hung worker is restarted and the waiting request is answered by the new one', async ({ inspector, page }) => {
    test.setTimeout(120_000);
    // The new worker may be called hung 8 s after it starts (30 s by default): long enough to load
    // the demo on a slow machine, short enough that the test does not wait out the default.
    await inspector.open('/?faults=1&stallMs=2000&graceMs=8000');
    const query = await inspector.taskQuery.textContent();
    await page.evaluate(() => window.inspectorFaults?.inject('hang'));
    await inspector.tasks.nth(1).click();
    await expect(inspector.workerNotice).toContainText('stopped answering', { timeout: 60_000 });
    await expect(inspector.taskQuery).not.toHaveText(query ?? '', { timeout: 30_000 });
    await expect(inspector.slots('state-path')).toHaveCount(32);
  });

  test('a chosen encoder with a corrupt model: the structural fallback notice shows and the menus still work', async ({
    inspector,
    page,
  }) => {
    await page.route('**/models/encoder.onnx', (route) =>
      route.fulfill({ contentType: 'application/octet-stream', body: Buffer.from('corrupt model bytes') }),
    );
    await inspector.open('/?scorer=encoder');
    await expect(inspector.modelNotice).toBeVisible();
    await expect(inspector.modelNotice).toContainText('The learned encoder is not in use');
    await expect(inspector.modelNotice).toContainText('structural scorer');
    await expect(inspector.slots('state-path')).toHaveCount(32);
    await inspector.tasks.nth(1).click();
    await expect(inspector.slots('state-path')).toHaveCount(32);
  });

  test('a chosen encoder with a missing model: the notice names the missing file', async ({ inspector, page }) => {
    await page.route('**/models/encoder.onnx', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await inspector.open('/?scorer=encoder');
    await expect(inspector.modelNotice).toContainText('HTTP 404');
    await expect(inspector.slots('relevance')).toHaveCount(32);
  });

  test('the default structural scorer shows no model notice, even with no model served', async ({
    inspector,
    page,
  }) => {
    await page.route('**/models/encoder.onnx', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await inspector.open();
    await expect(inspector.scorerStatus).toHaveAttribute('data-chosen', 'structural');
    await expect(inspector.modelNotice).toHaveCount(0);
  });

  test('fault injection is off without ?faults=1', async ({ inspector, page }) => {
    await inspector.open();
    expect(await page.evaluate(() => window.inspectorFaults === undefined)).toBe(true);
  });
});
