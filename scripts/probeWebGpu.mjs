#!/usr/bin/env node
// Does this browser give a WebGPU adapter? `node scripts/probeWebGpu.mjs <chromium> [launch args…]`
// launches it headless once, asks navigator.gpu.requestAdapter() on a page of a secure origin
// (WebGPU needs one: about:blank has no navigator.gpu) served by a route, and prints one line of JSON: {"webgpu": true|false, "browser": "<name and version>", "reason"?: "…"}.
import { chromium } from 'playwright-core';

const [executablePath, ...args] = process.argv.slice(2);
let browser;
let result;
try {
  browser = await chromium.launch({ executablePath, args, headless: true, timeout: 30_000 });
  const page = await browser.newPage();
  const url = 'http://127.0.0.1:9/webgpu-probe'; // fulfilled by the route: nothing listens there
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>probe</title>' }),
  );
  await page.goto(url);
  const webgpu = await page.evaluate(async () => {
    const gpu = /** @type {any} */ (navigator).gpu;
    if (!gpu) return false;
    return (await gpu.requestAdapter()) !== null;
  });
  result = { webgpu, browser: `Chromium ${browser.version()}` };
} catch (error) {
  result = { webgpu: false, browser: executablePath, reason: String(error?.message ?? error).split('\n')[0] };
} finally {
  await browser?.close().catch(() => {});
}
console.log(JSON.stringify(result));
