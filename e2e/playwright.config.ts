// End-to-end journeys in Debian's Chromium against production builds served by the real server.
// Never let Playwright download a browser: it uses Debian's Chromium, its headless shell when installed. The server listens on a port
// that was free when the run started (support/env.ts), never on a fixed one.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT, serverEnv, SERVER_COMMAND } from './support/env';

/**
 * Debian's `chromium-headless-shell` (the old headless mode, what Playwright itself runs headless)
 * when installed, else the full /usr/bin/chromium. The shell draws no browser UI and composites
 * less: one journey file measured 17 CPU-s of Chromium against 33 (issue 34; docs/testing.md).
 * E2E_CHROMIUM names another binary.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One server and two cores: run the journeys one after another.
  workers: 1,
  fullyParallel: false,
  // One retry in CI and in `npm test` (scripts/run.mjs sets E2E_RETRIES): a journey that passes on its
  // retry counts as flaky in the report, not as passed silently; a developer's run shows it at once.
  retries: process.env.CI || process.env.E2E_RETRIES ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1280, height: 800 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // Fluent UI honours prefers-reduced-motion: no spinner or transition keeps the software renderer
    // drawing frames while a journey waits (CPU the API tests beside the journeys need; issue 34).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: SERVER_COMMAND,
    url: `http://127.0.0.1:${E2E_PORT}/api/config`,
    env: serverEnv({ port: E2E_PORT, dataDir: E2E_DATA_DIR }),
    reuseExistingServer: false,
    // A limit, not a wait: a server on a busy machine (API tests beside the journeys) took 70 s to start.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
