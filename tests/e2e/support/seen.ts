// Text as a sighted visitor sees it. The corner notices and the job board's count say their words to
// screen readers in visually hidden status regions as well as on show: a check of what the page shows
// looks at what is on show.
import type { Locator, Page } from '@playwright/test'

/** `text` where it is drawn to be seen: not in a visually hidden element, which holds what is only said. */
export const seenText = (scope: Page | Locator, text: string | RegExp): Locator =>
  scope.getByText(text).and(scope.locator(':not(.visually-hidden)'))
