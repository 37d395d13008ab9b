/**
 * The Chromium every browser benchmark drives. Command-line options are in benchOptions.ts,
 * apart, so that the Node benchmarks, which measure their own process's memory, do not load
 * Playwright.
 */
import { chromium, type Browser } from '@playwright/test';

export { option } from './benchOptions';

/** Debian's Chromium (ENV.md). */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Switches of every browser bench: no sandbox (CI runs as root), and none of Chromium's own
 * network traffic (background fetches, component updates, sync, QUIC probes) during a measure.
 */
export const CHROMIUM_ARGS: readonly string[] = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Launches Debian's Chromium with CHROMIUM_ARGS and `extra`. */
export function launchChromium(extra: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extra] });
}
