import { test as base, expect } from '@playwright/test';
import { InspectorPage } from './pages/InspectorPage';

/**
 * `inspector`: the page object on a fresh page. Every test also fails on a console error or
 * an uncaught exception — CSP violations and worker failures show up there first.
 */
export const test = base.extend<{ inspector: InspectorPage }>({
  inspector: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(new InspectorPage(page));
    expect(problems, 'console errors and uncaught exceptions').toEqual([]);
  },
});

export { expect };
