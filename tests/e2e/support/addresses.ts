// Where the end-to-end tests find the site and the backend (playwright.config.ts starts both, on the
// ports the run chose: tests/support/test-build.ts).
import { TEST_BACKEND_PORT, TEST_SITE_PORT } from '../../support/test-build'

export const SITE_URL = `http://localhost:${TEST_SITE_PORT}`
export const BACKEND_URL = `http://localhost:${TEST_BACKEND_PORT}`
export const APPWRITE_ENDPOINT = `${BACKEND_URL}/v1`
export const PROJECT_ID = 'maple-pathways'
/** The server API key the test backend is started with: it acts as an Appwrite admin. */
export const E2E_API_KEY = 'e2e-test-key-0123456789'
/** Where the end-to-end build beacons web vitals (the local backend's sink). */
export const VITALS_URL = `${BACKEND_URL}/vitals`
