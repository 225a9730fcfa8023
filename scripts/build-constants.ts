// Values the page's code is built with (Vite's define; declared in src/build-constants.d.ts).
import { loadEnv } from 'vite'
import { parseEnv } from '../src/config/env-rules.ts'
import { officeToday } from '../src/shared/office-day.ts'

export const buildConstants = (mode: string, root = process.cwd()): Record<string, string> => ({
  // The office's year as the site is built: the footer's year in the built HTML.
  __BUILD_YEAR__: JSON.stringify(Number(officeToday().slice(0, 4))),
  // The VITE_* variables (files and environment, as Vite reads them), checked: a wrong one stops the build.
  __SITE_ENV__: JSON.stringify(parseEnv(loadEnv(mode, root, 'VITE_'))),
})
