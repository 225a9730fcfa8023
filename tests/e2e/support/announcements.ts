// What a screen reader is told as the page changes: every new text of a live region (role status or
// alert, aria-live, output), recorded in the page as it happens, so a test can check that each status
// change is announced once — not twice, and not never.
import type { Page } from '@playwright/test'

export interface Announcement {
  /** status, alert, or the aria-live value. */
  politeness: string
  text: string
  /** The region came onto the page with these words already in it: a screen reader may say nothing of them. */
  arrivedWithRegion: boolean
}

/** Starts recording on every page the tab opens from now on. */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __announcements: { politeness: string; text: string; arrivedWithRegion: boolean }[]
    }
    w.__announcements = []
    const last = new WeakMap<Element, string>()
    const seen = new WeakSet<Element>()
    const regions = '[role="status"], [role="alert"], [aria-live]:not([aria-live="off"]), output'
    const record = () => {
      for (const region of document.querySelectorAll(regions)) {
        // A region inside another is read as part of it.
        if (region.parentElement?.closest(regions)) continue
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim()
        const arrivedWithRegion = !seen.has(region)
        seen.add(region)
        if (text === (last.get(region) ?? '')) continue
        last.set(region, text)
        if (text)
          w.__announcements.push({
            politeness: region.getAttribute('role') ?? region.getAttribute('aria-live') ?? 'output',
            text,
            arrivedWithRegion,
          })
      }
    }
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
  })
}

export const announcements = (page: Page): Promise<Announcement[]> =>
  page.evaluate(() => (window as unknown as { __announcements: Announcement[] }).__announcements)

/** How often each text was announced. */
export async function announcedTimes(page: Page, text: string | RegExp): Promise<number> {
  const all = await announcements(page)
  return all.filter((a) => (typeof text === 'string' ? a.text === text : text.test(a.text))).length
}
