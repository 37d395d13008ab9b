// Which Chromium the end-to-end tests drive. Shared by scripts/ensureBrowser.mjs (run by
// `npm test` before the e2e run; it may install Debian's chromium) and playwright.config.ts
// (which only looks). Nothing here downloads a browser: Debian's apt is the only source.
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

/** Where Debian's `chromium` package puts the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** What `ensureBrowser` runs when it may install the browser itself (root, apt-get present). */
export const APT_INSTALL = 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium';

/** The one line for a machine where nothing can be found or installed. */
export const NO_BROWSER_HINT =
  'npm test: no Chromium found; run `sudo apt-get install -y chromium` (Debian/Ubuntu) ' +
  'or set CHROMIUM_PATH=/path/to/chrome';

/**
 * The decision, over injected facts (so it is testable without touching the machine).
 * Order: CHROMIUM_PATH; Debian's Chromium; a Chromium Playwright installed earlier (its cache
 * only, never a download); installing Debian's chromium when root with apt-get; else stop.
 *
 * @param {{ env: Record<string, string | undefined>, exists: (path: string) => boolean,
 *   isRoot: boolean, hasApt: boolean, playwrightPaths: string[] }} facts
 * @returns {{ action: 'use', path: string, source: string }
 *   | { action: 'install', path: string, command: string }
 *   | { action: 'fail', message: string }}
 */
export function chooseBrowser({ env, exists, isRoot, hasApt, playwrightPaths }) {
  const override = env.CHROMIUM_PATH;
  if (override) {
    if (exists(override)) return { action: 'use', path: override, source: 'CHROMIUM_PATH' };
    return { action: 'fail', message: `e2e: CHROMIUM_PATH=${override} does not exist; fix or unset it` };
  }
  if (exists(DEBIAN_CHROMIUM)) return { action: 'use', path: DEBIAN_CHROMIUM, source: "Debian's Chromium" };
  const cached = playwrightPaths.find((path) => exists(path));
  if (cached) return { action: 'use', path: cached, source: "Playwright's browser cache" };
  if (isRoot && hasApt) return { action: 'install', path: DEBIAN_CHROMIUM, command: APT_INSTALL };
  return { action: 'fail', message: NO_BROWSER_HINT };
}

/** Where a Chromium of this playwright-core version would be if `playwright install` had run (no download). */
export function playwrightChromiumPaths() {
  const require = createRequire(import.meta.url);
  const paths = [];
  try {
    // The registry knows both builds: full Chromium and the headless shell.
    const { registry } = require('playwright-core/lib/coreBundle').registry;
    for (const name of ['chromium', 'chromium-headless-shell']) {
      const path = registry.findExecutable(name)?.executablePath();
      if (path) paths.push(path);
    }
  } catch {
    // An internal module; fall back to the public API below.
  }
  try {
    const path = require('playwright-core').chromium.executablePath();
    if (path && !paths.includes(path)) paths.push(path);
  } catch {
    // No registry entry for this platform.
  }
  return paths;
}

function onPath(command, env) {
  return (env.PATH ?? '').split(delimiter).some((dir) => {
    if (!dir) return false;
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The facts of this machine. */
export function machineFacts(env = process.env) {
  return {
    env,
    exists: (path) => existsSync(path),
    isRoot: process.getuid?.() === 0,
    hasApt: onPath('apt-get', env),
    playwrightPaths: playwrightChromiumPaths(),
  };
}

/** The browser to use now, without installing anything: a path, or an error saying what to run. */
export function findChromium(env = process.env) {
  const choice = chooseBrowser(machineFacts(env));
  if (choice.action !== 'install') return choice;
  return {
    action: 'fail',
    message:
      "e2e: no Chromium found; `npm run test:e2e` installs Debian's chromium here, or set CHROMIUM_PATH=/path/to/chrome",
  };
}
