// End-to-end journeys in Debian's Chromium against production builds served by the real server.
// Never let Playwright download a browser: it uses /usr/bin/chromium. The server listens on a port
// that was free when the run started (support/env.ts), never on a fixed one.
import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT, serverEnv, SERVER_COMMAND } from './support/env';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One server and two cores: run the journeys one after another.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1280, height: 800 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: SERVER_COMMAND,
    url: `http://127.0.0.1:${E2E_PORT}/api/config`,
    env: serverEnv({ port: E2E_PORT, dataDir: E2E_DATA_DIR }),
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
