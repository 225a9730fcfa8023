// Text as a sighted visitor sees it. The corner notices say their words to screen readers in visually
// hidden status regions as well as in their boxes (src/features/offline/components/app-notices.tsx):
// a check of what the page shows looks at the box.
import type { Locator, Page } from '@playwright/test'

/** `text` where it is drawn to be seen: not in a visually hidden element, which holds what is only said. */
export const seenText = (scope: Page | Locator, text: string | RegExp): Locator =>
  scope.getByText(text).and(scope.locator(':not(.visually-hidden)'))
