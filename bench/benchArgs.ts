/**
 * The Chromium every browser benchmark drives. Command-line options are in benchOptions.ts,
 * apart, so that the Node benchmarks, which measure their own process's memory, do not load
 * Playwright.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { generateDemo } from '../src/generator/index';
import { serveStatic } from './staticServer';

export { option } from './benchOptions';

/** Debian's Chromium (ENV.md). */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Switches of every browser bench: no sandbox (CI runs as root), and none of Chromium's own
 * network traffic (background fetches, component updates, sync, QUIC probes) during a measure.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launches Debian's Chromium with CHROMIUM_ARGS and `extra`. */
export function launchChromium(extra: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extra] });
}

/** A generated catalog served as a static file, with a blank page of that origin open in Chromium. */
export interface CatalogPage {
  /** The catalog's JSON text (`/catalog.json` on the page's origin). */
  text: string;
  browser: Browser;
  page: Page;
  /** Closes the browser and the server and deletes `dir`. */
  close: () => Promise<void>;
}

/**
 * Writes a generated catalog (seed 7, `tools` tools, no tasks) and a blank page into `dir`,
 * serves them on 127.0.0.1:`port` and opens the page in Debian's Chromium (the set-up of the
 * benches that time what a page does with a catalog file: fetchCache, idbWrite).
 */
export async function openCatalogPage(dir: string, tools: number, port: number): Promise<CatalogPage> {
  mkdirSync(dir, { recursive: true });
  const text = JSON.stringify(generateDemo({ seed: 7, tools, tasks: 0 }).catalog);
  writeFileSync(join(dir, 'catalog.json'), text);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>catalog bench</title>');
  const server: Server = await serveStatic(dir, port);
  const browser = await launchChromium();
  const close = async (): Promise<void> => {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    // tsx (esbuild keepNames) wraps the functions passed to the page in __name().
    await page.evaluate('window.__name = (f) => f');
    return { text, browser, page, close };
  } catch (e) {
    await close();
    throw e;
  }
}
