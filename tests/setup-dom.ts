import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll, vi } from 'vitest'
import { loadActiveTranslations } from '../src/i18n/translatable'
import { forgetPageMemories } from '../src/lib/page-memory'
import type * as ImportAfresh from '../src/lib/import-afresh'

type ImportAfreshModule = typeof ImportAfresh

// A page loads the words of every module it has imported before React draws (src/main.tsx); a test
// does the same once its file's imports are in. A test of French activates French itself.
beforeAll(() => loadActiveTranslations())
// As in Chromium, where the end-to-end tests run: Background Sync sends a queued message with the site
// closed (a test of another browser deletes it).
Object.defineProperty(window, 'SyncManager', { configurable: true, writable: true, value: class SyncManager {} })
// A module asked for under a new address after a failure (src/lib/import-afresh.ts) is not fetched in
// tests: the test's mocked failures name addresses nothing serves, which Vite's loader would try to reach.
vi.mock('../src/lib/import-afresh', async (importOriginal) => {
  const { importAfresh } = await importOriginal<ImportAfreshModule>()
  return {
    importAfresh: <Module>(
      load: () => Promise<Module>,
      importAddress = () => Promise.reject(new TypeError('Not fetched in tests')),
    ) => importAfresh(load, importAddress),
  }
})
// findBy… waits up to 5 s, not 1: a lazy screen's first import is transformed on demand, which took over
// a second on the shared 2-core machine with Playwright running beside (npm test).
configure({ asyncUtilTimeout: 5_000 })
// vi.waitFor the same (its default is 1 s, and it has no setting): under that load a router test's
// address, 300 ms behind the typing, came after it.
const waitFor = vi.waitFor
vi.waitFor = ((callback, options) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: 5_000, ...options })) as typeof vi.waitFor
afterEach(() => {
  cleanup()
  // One router after another in the same document, each starting at the same entry key.
  forgetPageMemories()
  // What a tab keeps (the contact form's text, its entries' places, a modal's mark on its entry): each
  // test is a new tab.
  sessionStorage.clear()
  window.history.replaceState(null, '')
})
