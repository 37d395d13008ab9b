import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import type { InspectorPage } from './pages/InspectorPage';

// Issue 32, point 8: axe-core on every view of the app, in both themes, with no serious or
// critical violation. Every rule axe runs by default is on (WCAG 2.x A and AA and the best
// practices); none is disabled. Moderate and minor findings are attached to the report, not failed.
//
// A whole-page scan at 1280×800 takes 20–30 s on two shared cores (the task list holds 320
// tasks), so the main view is scanned whole once per theme and each other view by its own
// container.

type Scope = string | undefined;

/** Runs axe on the page (or on `scope`, a CSS selector) and fails on any serious or critical violation. */
async function expectAccessible(page: Page, testInfo: TestInfo, view: string, scope?: Scope): Promise<void> {
  const axe = new AxeBuilder({ page });
  if (scope) axe.include(scope);
  const { violations, passes } = await axe.analyze();
  // The scan reached the view: a scope that matched nothing would pass vacuously.
  expect(passes.length, `${view}: axe checked nothing`).toBeGreaterThan(0);
  const lines = (impacts: string[]): string[] =>
    violations
      .filter((v) => impacts.includes(v.impact ?? ''))
      .flatMap((v) =>
        v.nodes.map(
          (n) =>
            `${v.impact} ${v.id} (${v.help}) at ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
        ),
      );
  const minor = lines(['moderate', 'minor']);
  if (minor.length > 0) await testInfo.attach(`axe ${view} (moderate, minor)`, { body: minor.join('\n') });
  expect(lines(['serious', 'critical']), `${view}: serious or critical axe violations`).toEqual([]);
}

/** Opens the app in the theme asked for (the toggle, as a user does). */
async function openIn(inspector: InspectorPage, theme: 'light' | 'dark', path = '/'): Promise<void> {
  await inspector.open(path);
  if (theme === 'dark') {
    await inspector.themeToggle.click();
    await expect(inspector.page.locator('html')).toHaveClass(/dark/);
  }
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${theme})`, () => {
    test.slow();

    test('first open: the guide, then the menus, graph and breakdown; the glossary; the Advanced panel', async ({
      inspector,
      page,
    }, testInfo) => {
      await openIn(inspector, theme, '/?guide=1');
      const guide = page.getByRole('dialog', { name: 'Reading a menu in four steps' });
      await expect(guide).toBeVisible();
      await expectAccessible(page, testInfo, 'first-open guide', '[aria-labelledby="first-open-guide-title"]');
      await guide.getByRole('button', { name: 'Got it' }).click();
      await expect(guide).toHaveCount(0);
      // The whole page: header, task list, request and s0, both menus, graph, breakdown, status bar.
      await expect(inspector.breakdown).toBeVisible();
      await expectAccessible(page, testInfo, 'menus, graph and breakdown');
      const graphPanel = page.getByRole('region', { name: 'Menu graph' });
      await graphPanel.getByText('Legend', { exact: true }).click();
      await expect(page.getByRole('list', { name: 'Graph legend' })).toBeVisible();
      await expectAccessible(page, testInfo, 'graph legend', 'section[aria-label="Menu graph"]');
      await graphPanel.getByText('Legend', { exact: true }).click();

      await page.getByRole('button', { name: 'Glossary' }).click();
      const glossary = page.getByRole('dialog', { name: 'Glossary' });
      await expect(glossary).toBeVisible();
      await expectAccessible(page, testInfo, 'glossary', 'aside[role="dialog"]');
      await page.getByRole('button', { name: 'Glossary' }).click();
      await expect(glossary).toHaveCount(0);

      // The Advanced panel with a changed weight (its summary then marks the change) and its
      // Rules section open with a changed rule.
      await inspector.openAdvanced();
      await inspector.setWeight('η', 0.05);
      await inspector.openRules();
      await inspector.ruleSwitch('cycleGiveWay').uncheck();
      await expect(inspector.advancedPanel).toBeVisible();
      await expectAccessible(page, testInfo, 'Advanced panel', 'form[aria-label="Menu parameters"]');
    });

    test('detail tabs: Diagnosis, Diff, Runs (played, with a trace), Why not?, the target picker', async ({
      inspector,
      page,
    }, testInfo) => {
      await openIn(inspector, theme);
      await inspector.tab('Diagnosis').click();
      await expect(page.getByTestId('diagnosis-state-path')).toBeVisible();
      await expectAccessible(page, testInfo, 'Diagnosis', '#panel-diagnosis');

      await inspector.tab('Diff').click();
      await expect(inspector.diffTools('relevance').first()).toBeVisible();
      await expectAccessible(page, testInfo, 'Diff', '#panel-diff');

      await inspector.tab('Runs').click();
      await expect(inspector.runButton).toBeVisible({ timeout: 20_000 });
      await inspector.runButton.click();
      await expect(inspector.runOutcome('state-path')).toBeVisible({ timeout: 15_000 });
      await inspector.uploadTrace('e2e/fixtures/trace-openai.json');
      await expect(inspector.traceCalls('state-path').first()).toBeVisible();
      await expectAccessible(page, testInfo, 'Runs (simulation, plans, costs, trace)', '#panel-runs');

      await page.getByRole('tab', { name: 'Why not?' }).click();
      await page.getByRole('combobox', { name: 'Why not this tool?' }).fill('weather forecast');
      await expect(page.getByRole('option', { name: 'openweather.forecast_daily' })).toBeVisible();
      await expectAccessible(page, testInfo, 'Why not? suggestions', '#panel-whyNot');
      await page.getByRole('option', { name: 'openweather.forecast_daily' }).click();
      await expect(page.getByTestId('why-not-result')).toBeVisible();
      await expectAccessible(page, testInfo, 'Why not? result', '#panel-whyNot');

      const picker = page.getByTestId('target-picker');
      await picker.getByRole('button', { name: /\((gold|predicted)\)/ }).click();
      await expect(picker.getByTestId('target-option').first()).toBeVisible();
      await expectAccessible(page, testInfo, 'target picker', '[data-testid="target-picker"]');
      await picker.getByRole('button', { name: /\((gold|predicted)\)/ }).click();
      await expect(picker.getByTestId('target-option')).toHaveCount(0);

      // The gold chain's editor, its catalog search open.
      await page.getByRole('button', { name: 'Edit gold' }).click();
      const goldEditor = page.getByRole('group', { name: 'Edit the gold chain' });
      await goldEditor.getByRole('combobox', { name: 'Add a gold step' }).fill('refund');
      await expect(goldEditor.getByRole('option').first()).toBeVisible();
      await expectAccessible(page, testInfo, 'gold chain editor', '[role="group"][aria-label="Edit the gold chain"]');
      await goldEditor.getByRole('combobox', { name: 'Add a gold step' }).fill('');
      await goldEditor.getByRole('button', { name: 'Done' }).click();

      // A baseline kept, then another request: the moved / new marks and what left, in both menus.
      await page.getByRole('button', { name: 'Keep as baseline' }).click();
      const query = await inspector.requestInput.inputValue();
      await inspector.typeRequest(`${query} Please send it by SMS.`);
      await expect(page.getByTestId('slot-moved').first()).toBeVisible();
      await expectAccessible(page, testInfo, 'baseline bar', '[data-testid="menu-baseline"]');
      await expectAccessible(page, testInfo, 'State-Path menu against the baseline', '[data-testid="menu-state-path"]');
      await expectAccessible(page, testInfo, 'relevance menu against the baseline', '[data-testid="menu-relevance"]');
    });

    test('dialogs and drawers: the enlarged graph, the schema editor, the scores, lint, the catalog library, the share box', async ({
      inspector,
      page,
    }, testInfo) => {
      // The scores build both menus of the demo's 320 tasks (about 6 s, more on a busy machine).
      test.setTimeout(180_000);
      await openIn(inspector, theme);
      await page.getByRole('button', { name: 'Enlarge' }).click();
      await expect(page.getByTestId('menu-graph-large')).toBeVisible();
      await expectAccessible(page, testInfo, 'enlarged graph', 'dialog[open]');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('menu-graph-large')).toHaveCount(0);

      await inspector.slot('state-path', 1).click();
      await inspector.editSelectedSchema();
      await expectAccessible(page, testInfo, 'schema editor', '[data-testid="schema-editor"]');
      // Hover colours too: a hovered Remove once had rose-700 on slate-800 in the dark theme (2.4:1).
      await inspector.schemaEditor
        .getByRole('button', { name: /^Remove / })
        .first()
        .hover();
      await expectAccessible(page, testInfo, 'schema editor, Remove hovered', '[data-testid="schema-editor"]');
      await page.keyboard.press('Escape');
      await expect(inspector.schemaEditor).toHaveCount(0);

      await page.getByRole('button', { name: 'Scores' }).click();
      await expect(page.getByTestId('scores-scope')).toBeVisible({ timeout: 90_000 });
      await expectAccessible(page, testInfo, 'scores over the task set', 'dialog[open]');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('scores')).toHaveCount(0);

      await page.getByRole('button', { name: 'Lint', exact: true }).click();
      await expect(page.getByTestId('lint-tool').first()).toBeVisible();
      await expectAccessible(page, testInfo, 'schema lint', 'section[role="dialog"]');
      await page.keyboard.press('Escape');

      await inspector.openLibrary();
      await expect(inspector.catalogEntries().first()).toBeVisible();
      await expectAccessible(page, testInfo, 'catalog library', 'section[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(inspector.libraryDrawer).toHaveCount(0);

      const link = await inspector.shareLink();
      expect(link).toContain('task=');
      await expectAccessible(
        page,
        testInfo,
        'export toolbar and share box',
        '[role="toolbar"][aria-label="Export and share"]',
      );
    });
  });
}
