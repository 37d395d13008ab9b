import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (apt-get install chromium); Playwright cannot download browsers here.
const CHROMIUM = '/usr/bin/chromium';
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

/** End-to-end specs drive the built app (`vite build` first) through `vite preview`. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_DIST ? `test-results-${DIST}` : 'test-results',
  fullyParallel: true,
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
      testIgnore: /\.webgpu\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
      },
    },
    {
      // --enable-unsafe-webgpu gives a SwiftShader adapter (a software GPU): the WebGPU path runs,
      // correctly but ~100× slower than wasm, so this project runs only the minimal *.webgpu specs.
      name: 'chromium-webgpu',
      testMatch: /\.webgpu\.spec\.ts$/,
      timeout: 120_000,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--enable-unsafe-webgpu'] },
      },
    },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1 --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
