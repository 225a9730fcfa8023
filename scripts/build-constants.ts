// Values the page's code is built with (Vite's define; declared in src/build-constants.d.ts).
import { officeToday } from '../src/shared/office-day.ts'

export const buildConstants = (): Record<string, string> => ({
  // The office's year as the site is built: the footer's year in the built HTML.
  __BUILD_YEAR__: JSON.stringify(Number(officeToday().slice(0, 4))),
})
