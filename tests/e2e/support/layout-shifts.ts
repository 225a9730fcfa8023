import type { Page } from '@playwright/test'

// CLS as the visitor lives it: every layout shift from the first paint.

type ShiftsWindow = Window & { __layoutShifts: { value: number; hadRecentInput: boolean; sources: string[] }[] }

/** Records every layout shift of the page from its first paint (buffered), with the elements it moved. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftsWindow
    w.__layoutShifts = []
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
    const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`
    // What moved, from where to where and when, so a failure says what to look for.
    const describe =
      (at: number) =>
      ({ node, previousRect, currentRect }: Source) =>
        `${node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node)}` +
        ` ${box(previousRect)} → ${box(currentRect)} at ${Math.round(at)} ms`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: Source[]
      })[])
        w.__layoutShifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map(describe(entry.startTime)),
        })
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts that count for CLS (none right after the visitor's own input), as the sum and the list. */
export async function layoutShifts(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as ShiftsWindow).__layoutShifts)
  const counted = shifts.filter((shift) => !shift.hadRecentInput)
  return { total: counted.reduce((sum, shift) => sum + shift.value, 0), counted }
}
