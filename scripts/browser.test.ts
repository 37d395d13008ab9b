import { describe, expect, it } from 'vitest';
import { APT_INSTALL, chooseBrowser, DEBIAN_CHROMIUM, NO_BROWSER_HINT, type BrowserFacts } from './browser.mjs';

const PW_CHROMIUM = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const PW_SHELL =
  '/root/.cache/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell';

/** A machine where exactly `present` exist; by default not root, no apt-get, no CHROMIUM_PATH. */
function facts(present: string[], more: Partial<BrowserFacts> = {}): BrowserFacts {
  return {
    env: {},
    exists: (path) => present.includes(path),
    isRoot: false,
    hasApt: false,
    playwrightPaths: [PW_CHROMIUM, PW_SHELL],
    ...more,
  };
}

describe('chooseBrowser', () => {
  it("uses CHROMIUM_PATH when it exists, before Debian's Chromium", () => {
    const choice = chooseBrowser(facts(['/opt/chrome', DEBIAN_CHROMIUM], { env: { CHROMIUM_PATH: '/opt/chrome' } }));
    expect(choice).toEqual({ action: 'use', path: '/opt/chrome', source: 'CHROMIUM_PATH' });
  });

  it('stops when CHROMIUM_PATH names nothing, even where it could install', () => {
    const choice = chooseBrowser(
      facts([DEBIAN_CHROMIUM], { env: { CHROMIUM_PATH: '/opt/none' }, isRoot: true, hasApt: true }),
    );
    expect(choice.action).toBe('fail');
    expect(choice.action === 'fail' && choice.message).toMatch(/CHROMIUM_PATH=\/opt\/none does not exist/);
  });

  it('ignores an empty CHROMIUM_PATH', () => {
    expect(chooseBrowser(facts([DEBIAN_CHROMIUM], { env: { CHROMIUM_PATH: '' } }))).toMatchObject({
      action: 'use',
      path: DEBIAN_CHROMIUM,
    });
  });

  it("prefers Debian's Chromium to Playwright's cache", () => {
    expect(chooseBrowser(facts([DEBIAN_CHROMIUM, PW_CHROMIUM]))).toEqual({
      action: 'use',
      path: DEBIAN_CHROMIUM,
      source: "Debian's Chromium",
    });
  });

  it("uses a Chromium from Playwright's cache, full build before the headless shell", () => {
    expect(chooseBrowser(facts([PW_SHELL, PW_CHROMIUM]))).toMatchObject({ action: 'use', path: PW_CHROMIUM });
    expect(chooseBrowser(facts([PW_SHELL], { isRoot: true, hasApt: true }))).toEqual({
      action: 'use',
      path: PW_SHELL,
      source: "Playwright's browser cache",
    });
  });

  it("installs Debian's chromium when nothing is there, as root with apt-get", () => {
    expect(chooseBrowser(facts([], { isRoot: true, hasApt: true }))).toEqual({
      action: 'install',
      path: DEBIAN_CHROMIUM,
      command: APT_INSTALL,
    });
    expect(APT_INSTALL).toBe('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
  });

  it('stops with the one line to run when it cannot install: not root, or no apt-get', () => {
    const expected = { action: 'fail', message: NO_BROWSER_HINT };
    expect(chooseBrowser(facts([], { isRoot: false, hasApt: true }))).toEqual(expected);
    expect(chooseBrowser(facts([], { isRoot: true, hasApt: false }))).toEqual(expected);
    expect(chooseBrowser(facts([], { playwrightPaths: [] }))).toEqual(expected);
    expect(NO_BROWSER_HINT).toContain('sudo apt-get install -y chromium');
    expect(NO_BROWSER_HINT).toContain('CHROMIUM_PATH=');
    expect(NO_BROWSER_HINT).not.toContain('\n');
  });
});
