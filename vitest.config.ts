import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import type { InlineConfig } from 'vitest/node'
import { buildConstants } from './scripts/build-constants.ts'
import { postPictureVariants } from './scripts/post-picture-variants.ts'
import { sourcePictures } from './scripts/source-pictures.ts'

// Files that change what a process holds, which a VM context cannot redefine: the time zone Node reads
// from TZ, and the window's unforgeable location.
const NEEDS_OWN_PROCESS = ['src/lib/locale-free.test.ts', 'src/app/router.test.tsx']

/** The page's code runs in jsdom. */
const web = {
  environment: 'jsdom',
  setupFiles: ['./tests/setup-dom.ts'],
  // Role queries in jsdom are slow on a cold, shared 2-core machine.
  testTimeout: 20_000,
  restoreMocks: true,
} satisfies InlineConfig

// The page's code in jsdom, the server and build checks in Node.
export default defineConfig({
  // The post pictures' names too (virtual:site-post-pictures).
  plugins: [react(), sourcePictures(), postPictureVariants()],
  // Set on globalThis in tests: vi.stubGlobal changes them.
  define: buildConstants('test'),
  test: {
    // Two at a time, on CI's two cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...web,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          exclude: NEEDS_OWN_PROCESS,
          // Each file in a VM context of its own (its modules fresh, as in a process of its own), in a
          // worker that keeps its jsdom: building a window per file was most of the project's time
          // (100 → 40 s here).
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: { ...web, name: 'web-process', include: NEEDS_OWN_PROCESS, pool: 'forks' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'deploy/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
