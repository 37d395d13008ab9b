/** What every benchmark script shares: its command-line options and the Chromium it drives. */
import { chromium, type Browser } from '@playwright/test';

/** The value after `--name` on the command line, else `fallback`. */
export function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

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
