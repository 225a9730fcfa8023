import type { BrowserContext } from '@playwright/test'

// Offline as a visitor's browser is: every request fails (Playwright's own setOffline), and every
// document says so from its first script (navigator.onLine false). Debian's Chromium 150 starts a
// document that opens while the context is offline (a navigation, a reload) with navigator.onLine true,
// though its requests fail, and sends it no 'online' event when the context comes back: Playwright
// emulates offline per document, and a new one misses it (as new pages did: microsoft/playwright#42174).
// An init script tells each new document what the context says; the pages that missed the change hear
// its event from here.

declare global {
  var __e2eOffline: boolean | undefined
  var __e2eBrowserOnLine: (() => boolean) | undefined
}

const installed = new WeakSet<BrowserContext>()

/** The context's connection, and navigator.onLine and its events in every document, as a browser's. */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (!installed.has(context)) {
    installed.add(context)
    await context.addInitScript(() => {
      const browsers = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!
      globalThis.__e2eBrowserOnLine = () => browsers.get!.call(navigator) as boolean
      Object.defineProperty(Navigator.prototype, 'onLine', {
        configurable: true,
        get(this: Navigator) {
          return globalThis.__e2eOffline === undefined ? browsers.get!.call(this) : !globalThis.__e2eOffline
        },
      })
    })
  }
  // Init scripts run in the order they were added: the last one says the state now.
  await context.addInitScript((state) => {
    globalThis.__e2eOffline = state
  }, offline)
  const pages = context.pages()
  // Each document says the new state before the browser's own event, which the app answers by reading it.
  const before = await Promise.all(
    pages.map((page) =>
      page
        .evaluate((state) => {
          const was = { browser: globalThis.__e2eBrowserOnLine?.() ?? navigator.onLine, reported: navigator.onLine }
          if (globalThis.__e2eBrowserOnLine) globalThis.__e2eOffline = state
          return was
        }, offline)
        .catch(() => null),
    ),
  )
  await context.setOffline(offline)
  // A document whose own state the browser changed has had its event; one it left as it was hears it here.
  for (const [index, page] of pages.entries()) {
    const was = before[index]
    if (!was) continue
    await page
      .evaluate(
        ({ state, was }) => {
          const browserNow = globalThis.__e2eBrowserOnLine?.() ?? navigator.onLine
          if (browserNow === was.browser && was.reported === state)
            window.dispatchEvent(new Event(state ? 'offline' : 'online'))
        },
        { state: offline, was },
      )
      .catch(() => undefined)
  }
}
