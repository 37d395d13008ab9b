import { expect, test } from './fixtures';

const TRACE = 'e2e/fixtures/trace-openai.json';

test.describe('runs, costs and traces', () => {
  test('plays the simulated agent to the end on both menus and shows each outcome', async ({ inspector, page }, testInfo) => {
    test.setTimeout(60_000);
    await inspector.open();
    await inspector.tab('Runs').click();
    await expect(inspector.runButton).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('monte-carlo')).toContainText('simulation');
    await inspector.runButton.click();
    await expect(inspector.runOutcome('relevance')).toBeVisible({ timeout: 15_000 });
    await expect(inspector.runOutcome('state-path')).toBeVisible({ timeout: 15_000 });
    await expect(inspector.runOutcome('relevance')).toHaveText(/^(Finished|Stuck): /);
    await expect(inspector.runOutcome('state-path')).toHaveText(/^(Finished|Stuck): /);
    // The played call is lit on the graph.
    await expect(page.getByTestId('graph-highlight')).toContainText('Run call');
    await inspector.screenshot(testInfo, 'runs-tab-light');
    await inspector.themeToggle.click();
    await inspector.screenshot(testInfo, 'runs-tab-dark');
    // Each planner's plan shows on both menus; the costs follow the preset.
    await page.getByRole('radio', { name: 'mcts' }).check();
    await expect(page.getByTestId('plan-state-path').getByTestId('plan-summary')).toHaveText(/^(Plan|Fallback)/);
    await page.getByRole('combobox', { name: 'Weight preset' }).selectOption('cost-sensitive');
    await expect(page.getByTestId('costs')).toContainText('weights cost-sensitive');
  });

  test('steps through a run with the keyboard', async ({ inspector, page }) => {
    await inspector.open();
    await inspector.tab('Runs').click();
    const step = inspector.runs.getByRole('button', { name: 'Step' });
    await step.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('run-progress')).toHaveText(/^call 1 \/ \d+$/);
    await expect(page.getByTestId('run-state-path').locator('li[aria-current="step"]')).toHaveCount(1);
  });

  test('uploads an OpenAI chat trace and lists its calls with their slots', async ({ inspector, page }, testInfo) => {
    await inspector.open();
    await inspector.tab('Runs').click();
    await inspector.uploadTrace(TRACE);
    await expect(page.getByTestId('trace-summary')).toContainText('openai-chat');
    await expect(page.getByTestId('trace-unmatched')).toContainText('get_weather');
    const calls = inspector.traceCalls('state-path');
    await expect(calls).toHaveCount(6);
    await expect(calls.first()).toContainText('sabre.createBooking');
    await expect(calls.first()).toContainText('premature');
    await expect(calls.filter({ hasText: /slot \d+/ }).first()).toBeVisible();
    await expect(page.getByTestId('trace-state-path').getByTestId('trace-attribution')).not.toBeEmpty();
    await expect(page.getByTestId('ema')).toContainText('skyscanner.searchAirport');
    await page.getByTestId('trace-panel').scrollIntoViewIfNeeded();
    await inspector.screenshot(testInfo, 'runs-trace-overlay');
  });
});
