import { expect, test } from './fixtures';

const TRACE = 'e2e/fixtures/trace-openai.json';

test.describe('runs, costs and traces', () => {
  test('plays the simulated agent to the end on both menus and shows each outcome', async ({
    inspector,
    page,
  }, testInfo) => {
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
    const step = inspector.runs.getByRole('button', { name: 'Step', exact: true });
    await step.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('run-progress')).toHaveText(/^call 1 \/ \d+$/);
    await expect(page.getByTestId('run-state-path').locator('li[aria-current="step"]')).toHaveCount(1);
  });

  test("plays the selected planner's plan to the end on both menus and shows each outcome", async ({
    inspector,
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await inspector.open();
    await inspector.tab('Runs').click();
    await expect(inspector.planControl('Run')).toBeVisible({ timeout: 20_000 });
    // t-0002: both menus have a plan of a few calls (t-0001's plans fall back, below).
    await page.getByRole('option', { name: /^t-0002/ }).click();
    await page.getByRole('radio', { name: 'lookahead' }).check();
    // The plans of t-0002 are on screen (t-0001's lookahead plans both fall back).
    await expect(page.getByTestId('plan-relevance').getByTestId('plan-summary')).toHaveText(/^Plan: /, {
      timeout: 20_000,
    });
    await expect(page.getByTestId('plan-state-path').getByTestId('plan-summary')).toHaveText(/^Plan: /);
    await expect(page.getByTestId('plan-progress')).toHaveText(/^step 0 \/ [1-9]\d*$/);
    // Keyboard: focus Run plan and press Enter.
    await inspector.planControl('Run').focus();
    await page.keyboard.press('Enter');
    for (const method of ['relevance', 'state-path'] as const) {
      const outcome = inspector.planOutcome(method);
      await expect(outcome).toBeVisible({ timeout: 15_000 });
      await expect(outcome).toHaveText(/^Planned: \d+ calls? to the target/);
      // Its last step is the current one.
      await expect(page.getByTestId(`plan-${method}`).getByTestId('plan-step').last()).toHaveAttribute(
        'aria-current',
        'step',
      );
    }
    await expect(page.getByTestId('plan-progress')).toHaveText(/^step (\d+) \/ \1$/);
    await expect(page.getByTestId('graph-highlight')).toContainText('Plan (lookahead) step');
    await page.getByTestId('plans').scrollIntoViewIfNeeded();
    await inspector.screenshot(testInfo, 'runs-plan-playback-light');
    // Reset (keyboard) hides the outcomes and starts over.
    await inspector.planControl('Reset').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('plan-progress')).toHaveText(/^step 0 \/ \d+$/);
    await expect(inspector.planOutcome('state-path')).toHaveCount(0);
    // t-0001: the plans fall back; stepping to the end shows the fallback decision and reason as the last step.
    await page.getByRole('option', { name: /^t-0001/ }).click();
    await expect(page.getByTestId('plan-relevance').getByTestId('plan-summary')).toHaveText(/^Fallback /, {
      timeout: 20_000,
    });
    await inspector.themeToggle.click();
    const stepPlan = inspector.planControl('Step');
    while (await stepPlan.isEnabled()) {
      await stepPlan.focus();
      await page.keyboard.press('Enter');
    }
    const fallback = page.getByTestId('plan-relevance').getByTestId('plan-step').last();
    await expect(fallback).toHaveAttribute('data-fallback', '');
    await expect(fallback).toHaveAttribute('aria-current', 'step');
    await expect(fallback).toContainText(/^Fallback: .+ — .+/);
    await expect(inspector.planOutcome('relevance')).toHaveText(/^Fallback \([\w-]+\): \d+ calls?, then /);
    await expect(inspector.planOutcome('state-path')).toBeVisible();
    await page.getByTestId('plans').scrollIntoViewIfNeeded();
    await inspector.screenshot(testInfo, 'runs-plan-playback-dark');
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
