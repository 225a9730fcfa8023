import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { sourcePictures } from './scripts/source-pictures.ts'

// Two projects: the page's code in jsdom, the server and build checks in Node.
export default defineConfig({
  plugins: [react(), sourcePictures()],
  test: {
    // Two at a time on CI's two cores: a jsdom file spends most of its time setting up its window
    // (about a second), so one worker left the second core idle (web project 154 s alone, 104 s in two).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['./tests/setup-dom.ts'],
          // Role queries in jsdom are slow on a cold, shared 2-core machine.
          testTimeout: 20_000,
          restoreMocks: true,
        },
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
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
