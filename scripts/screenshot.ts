/**
 * The README's picture: `npx tsx scripts/screenshot.ts` opens a built app in Chromium at
 * 1440 × 900 on the embedded demo catalog, waits until both menus and the graph are drawn with
 * the default scorer's menus (the structural scorer; `?scorer=encoder` in --path for the
 * learned encoder's), and writes docs/screenshot.png.
 *
 * It builds nothing: build first (`npx vite build --outDir dist-shot`), then point it there.
 * Options: --dist dist (the build to serve) --out docs/screenshot.png --port 4179
 *          --path / (the app's URL path: a share link's `/?task=t-0006&K=…` opens another task)
 *          --slot 1 (the State-Path slot selected, so the score breakdown shows; 0: none)
 *          --size 1440x900 (the viewport; docs/guide.png is 1280x800 with --path /?guide=1)
 * Browser: the one the end-to-end tests use (scripts/browser.mjs: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else Playwright's cache). Selectors are those of e2e/pages/InspectorPage.ts.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { startVitePreview } from '../bench/vitePreview';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { findChromium } from './browser.mjs';

const ROOT = resolve(import.meta.dirname, '..');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const dist = resolve(ROOT, option('dist', 'dist'));
const out = resolve(ROOT, option('out', 'docs/screenshot.png'));
const port = Number(option('port', '4179'));
const path = option('path', '/');
const slot = Number(option('slot', '1'));
const base = `http://127.0.0.1:${port}`;
const [shotWidth, shotHeight] = option('size', '1440x900').split('x').map(Number);
const VIEWPORT = { width: shotWidth ?? 1440, height: shotHeight ?? 900 };

/** Waits as InspectorPage.open does: both menus listed, the graph drawn, the scorer settled. */
async function waitForMenus(page: Page): Promise<void> {
  const slots = (title: string) => page.getByRole('listbox', { name: `${title} menu slots` }).getByRole('option');
  await slots('State-Path').first().waitFor({ state: 'visible', timeout: 60_000 });
  await slots('Relevance-only').first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForSelector('[data-testid="menu-graph"][data-node-count]:not([data-node-count="0"])', {
    timeout: 60_000,
  });
  const scorer = page.getByRole('status', { name: 'Status' }).getByTestId('status-scorer');
  await page.waitForFunction(
    () => {
      const badge = document.querySelector('[data-testid="status-scorer"]');
      return badge !== null && badge.getAttribute('data-backend') !== 'loading';
    },
    undefined,
    { timeout: 60_000 },
  );
  process.stderr.write(`screenshot: scorer ${(await scorer.textContent())?.trim() ?? '?'}\n`);
  if (slot > 0) {
    await page
      .getByRole('listbox', { name: 'State-Path menu slots' })
      .getByRole('option', { name: new RegExp(`^Slot ${slot}:`) })
      .click();
  }
  await page.waitForSelector('[aria-busy="true"]', { state: 'detached', timeout: 30_000 }).catch(() => undefined);
  // Let the graph's last frame (and any fit animation) land before the picture.
  await page.waitForTimeout(800);
}

async function main(): Promise<void> {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${dist}/index.html not found: build first (npx vite build --outDir dist-shot)`);
  const browserChoice = findChromium();
  if (browserChoice.action === 'fail') throw new Error(browserChoice.message);
  const executablePath = browserChoice.path;
  const server = await startVitePreview(ROOT, port, dist);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'light' });
    const page = await context.newPage();
    // tsx (esbuild keepNames) wraps functions passed to the page in __name().
    await page.addInitScript('window.__name = (f) => f;');
    await page.goto(`${base}${path}`);
    await waitForMenus(page);
    mkdirSync(dirname(out), { recursive: true });
    await page.screenshot({ path: out });
    process.stderr.write(`screenshot: wrote ${out}\n`);
  } finally {
    await browser?.close();
    server.kill();
  }
}

await main();
