import { defineConfig } from '@playwright/test';
import { E2E_PORT as PORT, e2eDataDir } from './e2e-servers';
import { e2ePayKeys } from './online-pay.keys';

const CLOSED_PORT = PORT + 1;
const server = (port: number, dataDir: string, extraEnv: string) =>
  `rm -rf ${dataDir} && DATA_DIR=${dataDir} PORT=${port} SHOP_CAPTCHA=off LOG_LEVEL=warn ${extraEnv} node --import tsx apps/server/src/server.ts`;

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the real server
 * on a fresh embedded database with the demo data; a second server runs with the site closed.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  // Each port's run keeps its own failure pictures (two checkouts may run side by side).
  outputDir: `../test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    // The apps honour prefers-reduced-motion: no animation frames to paint between the steps.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: [
    {
      command: server(PORT, e2eDataDir(PORT), ''),
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/index`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      // Both online channels configured with the journeys' own keys (issue 16).
      env: e2ePayKeys().env,
    },
    {
      command: server(CLOSED_PORT, e2eDataDir(CLOSED_PORT), 'SHOP_CLOSED=1 SHOP_DEMO_DATA=off'),
      cwd: '..',
      url: `http://127.0.0.1:${CLOSED_PORT}/index`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
});

export const CLOSED_BASE_URL = `http://127.0.0.1:${CLOSED_PORT}`;
