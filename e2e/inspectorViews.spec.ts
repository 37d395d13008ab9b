import { expect, test } from './fixtures';

test.describe('inspector views', () => {
  test('an advanced weight changes the State-Path menu, and reset brings it back', async ({ inspector }) => {
    await inspector.open();
    const before = await inspector.slotToolIds('state-path');
    await inspector.openAdvanced();
    await inspector.setWeight('η', 3);
    await inspector.setWeight('λ', 0);
    await expect.poll(() => inspector.slotToolIds('state-path')).not.toEqual(before);
    await expect(inspector.slots('state-path')).toHaveCount(before.length);
    await inspector.advancedPanel.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect.poll(() => inspector.slotToolIds('state-path')).toEqual(before);
  });

  test('the diff view lists the tools only one menu holds, and a click selects the slot', async ({ inspector }) => {
    await inspector.open();
    await inspector.tab('Diff').click();
    const relevanceOnly = inspector.diffTools('relevance');
    await expect(relevanceOnly.first()).toBeVisible();
    const stateOnlyIds = await inspector
      .diffTools('state-path')
      .evaluateAll((b) => b.map((x) => x.getAttribute('data-tool-id')));
    const relevanceIds = await inspector.slotToolIds('relevance');
    for (const id of stateOnlyIds) expect(relevanceIds).not.toContain(id);
    // Each relevance-only tool says why State-Path left it out: the tool that took its place and the term.
    await expect(inspector.page.getByTestId('diff-relevance').getByTestId('diff-why').first()).toHaveText(
      /^(displaced by \S+ \(sᴿ −?\d\.\d\d vs .*: (membership M|chain links|coverage λC|redundancy −ηD) |not in the candidate pool|in the candidate pool)/,
    );
    const toolId = (await relevanceOnly.first().getAttribute('data-tool-id')) ?? '';
    await relevanceOnly.first().click();
    await expect(inspector.menuList('relevance').locator(`[data-tool-id="${toolId}"]`)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(inspector.breakdown).toContainText(toolId);
    await expect(inspector.breakdown.getByTestId('slot-displacement')).toContainText('Not on State-Path:');
  });

  test('the graph overlays both menus and exports a PNG', async ({ inspector }, testInfo) => {
    await inspector.open();
    const single = Number(await inspector.graph.getAttribute('data-node-count'));
    await inspector.graphToggle('both').check();
    await expect
      .poll(async () => Number(await inspector.graph.getAttribute('data-node-count')))
      .toBeGreaterThan(single);
    await inspector.screenshot(testInfo, 'graph-both');
    const [download] = await Promise.all([inspector.page.waitForEvent('download'), inspector.graphPngButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^graph-both-.*\.png$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  test('a diagnosis finding highlights its nodes in the graph', async ({ inspector }, testInfo) => {
    await inspector.open();
    await inspector.tab('Diagnosis').click();
    await inspector.showInGraph('relevance').first().click();
    await expect(inspector.graphToggle('relevance')).toBeChecked();
    await expect(inspector.graphHighlight).toBeVisible();
    await expect(inspector.graph).toHaveAttribute('data-highlight-count', /^[1-9]\d*$/);
    await inspector.screenshot(testInfo, 'diagnosis-highlight');
    await inspector.graphHighlight.getByRole('button', { name: 'Clear' }).click();
    await expect(inspector.graph).toHaveAttribute('data-highlight-count', '0');
  });

  test('editing the request and s0, and a new task, rebuild both menus', async ({ inspector }, testInfo) => {
    await inspector.open();
    const before = await inspector.slotToolIds('relevance');
    await inspector.typeRequest('Refund the payment of order 84213 and email the customer a confirmation');
    await expect.poll(() => inspector.slotToolIds('relevance')).not.toEqual(before);
    await expect(inspector.page.getByTestId('task-edited')).toBeVisible();
    const edited = await inspector.slotToolIds('state-path');
    // A field the edited task's s0 lacks and the refund tools take (customer_email adds nothing
    // where s0 already holds email).
    await inspector.addStateField.fill('payment_id');
    await inspector.addStateField.press('Enter');
    await expect(inspector.stateFields.filter({ hasText: 'payment_id' })).toHaveCount(1);
    await expect.poll(() => inspector.slotToolIds('state-path')).not.toEqual(edited);
    await inspector.newTaskButton.click();
    await expect(inspector.requestInput).toBeFocused();
    await expect(inspector.requestInput).toHaveValue('');
    await inspector.page.keyboard.type('Book a hotel in Lisbon for two nights and send the confirmation');
    await expect(inspector.slots('state-path').first()).toBeVisible();
    await expect.poll(() => inspector.slotToolIds('state-path')).not.toEqual(edited);
    await expect(inspector.tasks.first()).toContainText('Book a hotel in Lisbon');
    await inspector.screenshot(testInfo, 'task-new');
  });

  test('a new request infers s0: an input the request gives a value for is a dashed chip with its words', async ({
    inspector,
  }, testInfo) => {
    await inspector.open();
    await inspector.newTaskButton.click();
    await inspector.page.keyboard.type('Cancel the booking with reference BK-88231 and email the guest');
    await expect(inspector.slots('state-path').first()).toBeVisible();
    // Field binding (fieldBinding.ts): booking_id, an input of the top tools, named next to its value.
    const chip = inspector.stateFields.and(inspector.page.locator('[data-field="booking_id"]'));
    await expect(chip).toHaveAttribute('data-source', 'inferred');
    await expect(chip).toContainText('= BK-88231');
    await expect(chip).toHaveAttribute(
      'title',
      /^booking_id: inferred \(field binding\) from “booking with reference BK-88231”, confidence 0\.\d\d$/,
    );
    await inspector.screenshot(testInfo, 'state-field-binding');
  });

  test('a long inferred value is cut in its chip, whole in the text and on hover', async ({ inspector }) => {
    await inspector.open();
    await inspector.newTaskButton.click();
    const quote = 'The quarterly report is ready for your review and needs your sign-off by Friday afternoon';
    await inspector.page.keyboard.type(`Translate '${quote}' into French and email it to jane@acme.io`);
    await expect(inspector.slots('state-path').first()).toBeVisible();
    const chip = inspector.stateFields.and(inspector.page.locator('[data-field="text"]'));
    await expect(chip).toHaveAttribute('data-source', 'inferred');
    const value = chip.locator('span', { hasText: '= ' }).last();
    // The whole value is the element's text; the chip shows at most 28 characters' width of it.
    await expect(value).toHaveText(`= '${quote}'`);
    const width = await value.evaluate((el) => ({ shown: el.clientWidth, full: el.scrollWidth }));
    expect(width.shown).toBeLessThan(width.full);
    await expect(chip).toHaveAttribute('title', new RegExp(`from “'${quote}'”`));
  });

  test('exports tool-menus/v1 and OpenAI tools with K tools', async ({ inspector }) => {
    await inspector.open();
    await inspector.setSize(inspector.budgetInput, 10);
    await expect(inspector.slots('state-path')).toHaveCount(10);
    const menus = await inspector.download(inspector.exportButton('tool-menus/v1'));
    expect(menus.name).toMatch(/^menus-.*\.json$/);
    const doc = menus.json as { format: string; budget: number; results: { method: string; slots: unknown[] }[] };
    expect(doc.format).toBe('tool-menus/v1');
    expect(doc.budget).toBe(10);
    expect(doc.results.map((r) => [r.method, r.slots.length])).toEqual([
      ['relevance', 10],
      ['state-path', 10],
    ]);
    for (const [name, method] of [
      ['OpenAI tools · State-Path', 'state-path'],
      ['OpenAI tools · Relevance', 'relevance'],
    ] as const) {
      const tools = await inspector.download(inspector.exportButton(name));
      const array = (tools.json as { tools: { type: string; function: { name: string } }[] }).tools;
      expect(array).toHaveLength(10);
      expect(array[0]?.type).toBe('function');
      // The column's prompt size is the estimate of exactly this array (4 characters of compact JSON per token).
      const estimate = Math.ceil(JSON.stringify(array).length / 4);
      await expect(inspector.page.getByTestId(`menu-${method}`).getByTestId('prompt-tokens')).toHaveText(
        `≈${estimate.toLocaleString('en-US')} tokens`,
      );
    }
    // The inspect report, as the CLI's `inspect` prints it: the same K slots side by side, the
    // State-Path breakdown, both diagnoses.
    const report = await inspector.downloadText(inspector.exportButton('Report (text)'));
    expect(report.name).toBe('inspect-t-0001.txt');
    expect(report.text).toMatch(/^Task t-0001: "/);
    expect(report.text).toContain('State-Path score breakdown');
    expect(report.text).toContain('\nDiagnosis\n');
    const [first] = await inspector.slotToolIds('state-path');
    const rows = report.text.split('\n').filter((l) => /^\d+ /.test(l));
    expect(rows[0]).toMatch(new RegExp(`│\\s+${(first ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`));
    expect(rows.filter((l) => l.includes('│'))).toHaveLength(10);
  });

  test('a share link restores the edited task, K, L and the weights', async ({ inspector, page }) => {
    // Two app launches.
    test.setTimeout(90_000);
    await inspector.open();
    await inspector.setSize(inspector.budgetInput, 9);
    await inspector.setSize(inspector.topInput, 4);
    await inspector.openAdvanced();
    await inspector.setWeight('η', 2);
    await inspector.typeRequest('Email the receipt of order 84213 to the customer');
    await expect(inspector.slots('state-path')).toHaveCount(9);
    const ids = await inspector.slotToolIds('state-path');
    const link = await inspector.shareLink();
    expect(link).toContain('K=9');
    await page.goto(link);
    await expect(inspector.slots('state-path')).toHaveCount(9, { timeout: 30_000 });
    await expect(inspector.topInput).toHaveValue('4');
    await expect(inspector.requestInput).toHaveValue('Email the receipt of order 84213 to the customer');
    await expect.poll(() => inspector.slotToolIds('state-path')).toEqual(ids);
    await inspector.openAdvanced();
    await expect(inspector.weightInput('η')).toHaveValue('2');
  });
});

test('a share link keeps a catalog loaded from a URL and reopens its task there', async ({ inspector, page }) => {
  test.setTimeout(90_000);
  await page.goto('/?catalog=demo/catalog.json&tasks=demo/tasks.json&task=t-0005&K=7');
  await expect(inspector.slots('state-path')).toHaveCount(7, { timeout: 60_000 });
  await expect(page.getByRole('option', { name: /^t-0005/ })).toHaveAttribute('aria-selected', 'true');
  await expect(inspector.page.getByTestId('status-counts')).toBeVisible();
  const link = new URL(await inspector.shareLink());
  expect(link.searchParams.get('catalog')).toMatch(/demo\/catalog\.json$/);
  expect(link.searchParams.get('task')).toBe('t-0005');
  expect(link.searchParams.get('K')).toBe('7');
});

test.describe('inspector views at both sizes', () => {
  test('1280×800 light: advanced panel and share link open, nothing scrolls the page', async ({
    inspector,
    page,
  }, testInfo) => {
    await inspector.open();
    await inspector.openAdvanced();
    await inspector.setWeight('w_s', 2);
    await inspector.shareLink();
    const overflow = await page.evaluate(() => ({
      x: document.documentElement.scrollWidth - window.innerWidth,
      y: document.documentElement.scrollHeight - window.innerHeight,
    }));
    expect(overflow).toEqual({ x: 0, y: 0 });
    await inspector.screenshot(testInfo, 'views-1280x800-light');
  });

  test('1920×1080 dark: both menus overlaid, the diff tab', async ({ inspector, page }, testInfo) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await inspector.open();
    await inspector.themeToggle.click();
    await inspector.graphToggle('both').check();
    await inspector.tab('Diff').click();
    const overflow = await page.evaluate(() => ({
      x: document.documentElement.scrollWidth - window.innerWidth,
      y: document.documentElement.scrollHeight - window.innerHeight,
    }));
    expect(overflow).toEqual({ x: 0, y: 0 });
    await inspector.screenshot(testInfo, 'views-1920x1080-dark');
  });
});
