// Where `npm test` builds the site and which ports its servers use: one build per run, in a folder of
// its own (never dist/, which stays what `npm run build` made), served on ports chosen free for the run.
// scripts/test.ts sets these variables; run alone, Playwright and Vitest fall back to the defaults.
import { basename, resolve } from 'node:path'
import { DEFAULT_BACKEND_PORT, DEFAULT_SITE_PORT } from '../../src/shared/appwrite-ids'

const root = resolve(import.meta.dirname, '../..')

/** The test build's folder. */
export const TEST_BUILD_DIR = resolve(root, process.env.TEST_BUILD_DIR ?? '.build/test')
/** The backends' data of a test run, beside its build (runs with builds of their own never share them). */
export const testDataDir = (use: 'build' | 'e2e') =>
  resolve(root, '.data', TEST_BUILD_DIR === resolve(root, '.build/test') ? use : `${use}-${basename(TEST_BUILD_DIR)}`)
export const TEST_SITE_PORT = Number(process.env.TEST_SITE_PORT ?? DEFAULT_SITE_PORT)
export const TEST_BACKEND_PORT = Number(process.env.TEST_BACKEND_PORT ?? DEFAULT_BACKEND_PORT)

/** The VITE_* variables the test build is made with: the site and the backend on the run's ports. */
export function testBuildEnv(): Record<string, string> {
  const backend = `http://localhost:${TEST_BACKEND_PORT}`
  return {
    BUILD_OUT_DIR: TEST_BUILD_DIR,
    VITE_SITE_URL: `http://localhost:${TEST_SITE_PORT}`,
    VITE_APPWRITE_ENDPOINT: `${backend}/v1`,
    VITE_CONTACT_ENDPOINT: `${backend}/contact`,
    // The build beacons web vitals to the local backend, so the field-data path is tested end to end.
    VITE_VITALS_ENDPOINT: `${backend}/vitals`,
  }
}
