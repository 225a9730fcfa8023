import { defineConfig } from '@playwright/test'
import { CHROME_ARGS, CHROME_PATH } from './scripts/chromium'
import { E2E_API_KEY, SITE_URL } from './tests/e2e/support/addresses'
import {
  TEST_BACKEND_PORT,
  TEST_BUILD_DIR,
  TEST_SITE_PORT,
  testBuildEnv,
  testDataDir,
} from './tests/support/test-build'

// Real Debian Chromium (never a downloaded browser), against the test build and the local backend,
// started the way the README's `npm start` does, from a fresh copy of the seed data. `npm test`
// (scripts/test.ts) builds once and chooses free ports; run alone, Playwright builds first.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // The tests share one backend (and its fault hooks), so one worker keeps them independent.
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: SITE_URL,
    // A trace snapshots the page at every action, and cost a quarter of the suite's time; CI keeps no
    // files to open one from. Locally it is kept for each failure (or: --trace on).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS },
  },
  webServer: {
    command: `${process.env.TEST_BUILD_READY ? '' : 'tsx scripts/test.ts --build-only && '}tsx scripts/start.ts --fresh`,
    url: SITE_URL,
    // Never a server that happens to run on these ports: it may serve other code or other data.
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...testBuildEnv(),
      // Run alone, Playwright's own build (scripts/test.ts --build-only) takes these ports too.
      TEST_SITE_PORT: String(TEST_SITE_PORT),
      TEST_BACKEND_PORT: String(TEST_BACKEND_PORT),
      SITE_DIST_DIR: TEST_BUILD_DIR,
      SITE_PORT: String(TEST_SITE_PORT),
      PORT: String(TEST_BACKEND_PORT),
      DATA_DIR: testDataDir('e2e'),
      TEST_HOOKS: '1',
      APPWRITE_API_KEY: E2E_API_KEY,
      SEED: '1',
    },
  },
})
