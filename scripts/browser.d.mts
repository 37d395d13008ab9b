// Types for ./browser.mjs (plain Node, so that `npm test` runs it without a TypeScript step).

export interface BrowserFacts {
  env: Record<string, string | undefined>;
  exists: (path: string) => boolean;
  isRoot: boolean;
  hasApt: boolean;
  playwrightPaths: string[];
}

export type BrowserChoice =
  | { action: 'use'; path: string; source: string }
  | { action: 'install'; path: string; command: string }
  | { action: 'fail'; message: string };

export const DEBIAN_CHROMIUM: string;
export const APT_INSTALL: string;
export const NO_BROWSER_HINT: string;
export function chooseBrowser(facts: BrowserFacts): BrowserChoice;
export function playwrightChromiumPaths(): string[];
export function machineFacts(env?: Record<string, string | undefined>): BrowserFacts;
export function findChromium(env?: Record<string, string | undefined>): Exclude<BrowserChoice, { action: 'install' }>;
