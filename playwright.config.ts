import { defineConfig } from '@playwright/test'
import { E2E_API_KEY, SITE_URL, VITALS_URL } from './tests/e2e/support/addresses'

// Real Debian Chromium (never a downloaded browser), against the built site and the local backend,
// started the way the README's `npm start` does, from a fresh copy of the seed data.
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

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
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS },
  },
  webServer: {
    command: 'npm run build && tsx scripts/start.ts --fresh',
    url: SITE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The build beacons web vitals to the local backend, so the field-data path is tested end to end.
    env: {
      DATA_DIR: '.data/e2e',
      TEST_HOOKS: '1',
      APPWRITE_API_KEY: E2E_API_KEY,
      SEED: '1',
      VITE_VITALS_ENDPOINT: VITALS_URL,
    },
  },
})
