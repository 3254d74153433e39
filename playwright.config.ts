import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './settings.mjs';

// Browser tests run against the production build served on loopback by scripts/dev/serve.mjs,
// in Debian's Chromium (browser downloads are blocked here).
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  // Screenshots: a small tolerance for anti-aliasing; animations are stopped by Playwright itself.
  expect: {timeout: 7_000, toHaveScreenshot: {maxDiffPixelRatio: 0.01}},
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['line']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions(process.env),
  },
  webServer: {
    command: `node scripts/dev/serve.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
