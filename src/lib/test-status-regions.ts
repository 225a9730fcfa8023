// For the tests of words said in standing status regions (the corner notices, the Contact outbox, the
// job board's count): each shows its words and says them in a visually hidden region on the page.

/**
 * Options for Testing Library's …ByText queries that find text as a sighted visitor sees it: in the
 * notices' boxes, not in the visually hidden regions that say the same words.
 */
export const asSeen = { ignore: '.visually-hidden, script, style' }

/**
 * The status regions that came onto the page with their words already in, as a screen reader may
 * never announce them (WCAG 4.1.3); a region must be there before its words. Records from now on.
 */
export function regionsArrivingWithWords(): string[] {
  const arrived: string[] = []
  const observer = new MutationObserver((changes) => {
    for (const node of changes.flatMap((change) => [...change.addedNodes])) {
      if (!(node instanceof Element)) continue
      for (const region of [node, ...node.querySelectorAll('[role="status"]')]) {
        if (region.matches('[role="status"]') && region.textContent) arrived.push(region.textContent)
      }
    }
  })
  observer.observe(document.body, { childList: true, subtree: true })
  return arrived
}

/** What the status regions say now, one entry per region that says something. */
export const saidBy = (regions: readonly HTMLElement[]) =>
  regions.map((region) => region.textContent).filter((words) => words !== '')

/**
 * Records each change of words in `regions` that `matching` matches, from now until `stop()`: what a
 * screen reader would announce of them, change by change.
 */
export function wordsHeardIn(regions: readonly HTMLElement[], matching: RegExp) {
  const heard: string[] = []
  const observer = new MutationObserver(() =>
    heard.push(...regions.map((region) => region.textContent ?? '').filter((words) => matching.test(words))),
  )
  for (const region of regions) observer.observe(region, { childList: true, subtree: true, characterData: true })
  return { heard, stop: () => observer.disconnect() }
}
