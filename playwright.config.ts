import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { defineConfig, devices, type Project } from '@playwright/test';
import { findChromium } from './scripts/browser.mjs';

// CHROMIUM_PATH, else Debian's Chromium, else one Playwright installed earlier: the same finder
// `npm test` runs first (scripts/ensureBrowser.mjs, which installs Debian's chromium if it can).
// Playwright never downloads a browser here.
const found = findChromium();
if (found.action === 'fail') throw new Error(found.message);
const CHROMIUM = found.path;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
// E2E_PORT / E2E_DIST let several checkouts (or sessions) run e2e side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
const WEBGPU_ARGS = [...CHROMIUM_ARGS, '--enable-unsafe-webgpu'];
// `npm start`'s development server (React's development build, StrictMode's double mounts) for
// the *.dev.spec.ts smoke specs, on the port after the preview's.
const DEV_PORT = PORT + 1;
/** Chromium at 1280 × 800 without WebGPU: the specs' browser on the preview and on the development server. */
const DESKTOP = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
};

/**
 * Does the browser give a WebGPU adapter? Probed once, in the runner's process (~1.5 s); the
 * answer travels to the workers (which load this config again) in E2E_WEBGPU, which also
 * overrides the probe (E2E_WEBGPU=0 skips the WebGPU project, =1 keeps it without asking).
 */
function webGpuAvailable(): boolean {
  if (process.env.E2E_WEBGPU === undefined) {
    const script = `${import.meta.dirname}/scripts/probeWebGpu.mjs`;
    const probe = spawnSync(process.execPath, [script, CHROMIUM, ...WEBGPU_ARGS], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    let answer: { webgpu?: boolean; browser?: string; reason?: string } = {};
    try {
      answer = JSON.parse(probe.stdout.trim().split('\n').at(-1) ?? '{}');
    } catch {
      answer = { reason: (probe.stderr || probe.error?.message || 'the probe printed nothing').trim().split('\n')[0] };
    }
    process.env.E2E_WEBGPU = answer.webgpu ? '1' : '0';
    if (!answer.webgpu) {
      const why = answer.reason ? ` (${answer.reason})` : '';
      console.log(
        `e2e: WebGPU not available in ${answer.browser ?? CHROMIUM}${why}; skipping the chromium-webgpu project`,
      );
    }
  }
  return process.env.E2E_WEBGPU === '1';
}

const webGpuProject: Project = {
  // --enable-unsafe-webgpu gives a SwiftShader adapter (a software GPU): the WebGPU path runs,
  // correctly but ~100× slower than wasm, so this project runs only the minimal *.webgpu specs.
  name: 'chromium-webgpu',
  testMatch: /\.webgpu\.spec\.ts$/,
  timeout: 120_000,
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM, args: WEBGPU_ARGS },
  },
};

/** End-to-end specs drive the built app (`vite build` first) through `vite preview`; *.dev.spec.ts the development server `npm start` runs. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_DIST ? `test-results-${DIST}` : 'test-results',
  fullyParallel: true,
  // A worker per core (Playwright's default keeps half free): on CI's two cores one browser waits
  // on the app most of the time, and two run the 85 tests in 7.8 min against 10.5 min with one.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : availableParallelism(),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // No WebGPU adapter: the encoder runs on onnxruntime-web's wasm backend.
      name: 'chromium',
      testIgnore: /\.(?:webgpu|dev)\.spec\.ts$/,
      use: DESKTOP,
    },
    {
      // What `npm start` serves: the development server, which compiles modules on first load.
      name: 'chromium-dev',
      testMatch: /\.dev\.spec\.ts$/,
      timeout: 120_000,
      use: { ...DESKTOP, baseURL: `http://127.0.0.1:${DEV_PORT}` },
    },
    ...(webGpuAvailable() ? [webGpuProject] : []),
  ],
  webServer: [
    {
      command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1 --outDir ${DIST}`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite --port ${DEV_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${DEV_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
