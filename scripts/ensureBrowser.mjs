#!/usr/bin/env node
// Run by `npm test` (test:e2e) before the end-to-end run: makes sure a Chromium is there, or
// stops with one line that says what to run. See chooseBrowser in ./browser.mjs for the order.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chooseBrowser, machineFacts, NO_BROWSER_HINT } from './browser.mjs';

const choice = chooseBrowser(machineFacts());

if (choice.action === 'fail') {
  console.error(choice.message);
  process.exit(1);
}

if (choice.action === 'install') {
  console.log(`e2e: no Chromium found; installing Debian's chromium (${choice.command})`);
  const run = spawnSync('sh', ['-c', choice.command], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0 || !existsSync(choice.path)) {
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
    if (output) console.error(output);
    console.error(`e2e: installing chromium failed (exit ${run.status ?? run.signal ?? run.error?.message})`);
    console.error(NO_BROWSER_HINT);
    process.exit(1);
  }
  console.log(`e2e: browser ${choice.path} (Debian's Chromium, just installed)`);
} else {
  console.log(`e2e: browser ${choice.path} (${choice.source})`);
}
