import { test as base, expect, type Page } from '@playwright/test';
import { EncoderHarnessPage } from './pages/EncoderHarnessPage';
import { InspectorPage } from './pages/InspectorPage';

/** Collects console errors and uncaught exceptions (CSP violations and worker failures show up there first). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/**
 * `inspector`: the page object on a fresh page; `harness`: the encoder harness page. Every
 * test that uses either also fails on a console error or an uncaught exception.
 */
export const test = base.extend<{ inspector: InspectorPage; harness: EncoderHarnessPage }>({
  inspector: async ({ page }, use) => {
    const problems = watchProblems(page);
    await use(new InspectorPage(page));
    expect(problems, 'console errors and uncaught exceptions').toEqual([]);
  },
  harness: async ({ page }, use) => {
    const problems = watchProblems(page);
    await use(new EncoderHarnessPage(page));
    expect(problems, 'console errors and uncaught exceptions').toEqual([]);
  },
});

export { expect };
