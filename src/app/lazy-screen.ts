// A screen whose code downloads when it is first shown (React.lazy), with two additions the router's
// data mode would otherwise bring: `preload`, so a built page's screen is there before React hydrates
// it (a screen still loading would leave nothing to match the page's HTML against), and a count of the
// screens still downloading, for the layout's progress bar.
import { withTranslations } from '../i18n/translatable'
import { createElement, lazy, type ComponentType } from 'react'
import { externalStore, useStore } from '../lib/external-store'
import { importAfresh } from '../lib/import-afresh'
import { ChunkLoadError } from './chunk-error'

type ScreenModule = { Component: ComponentType }

export type LazyScreen = ComponentType & {
  /** Downloads the screen's code; once it has arrived, the screen draws without suspending. */
  preload: () => Promise<void>
}

/** How many screens' code is downloading. */
const downloading = externalStore(0)
const changeDownloading = (by: number) => downloading.set(downloading.get() + by)

/** Whether a screen's code is downloading (a navigation waits for it: the old screen stays meanwhile). */
export const useScreenDownloading = (): boolean => useStore(downloading) > 0

/**
 * How long a drawing waits for a screen's code (docs/specification.md §9): past it, the error screen
 * offers a reload, where the progress bar would otherwise run for as long as a stalled connection lasts.
 * The download itself goes on: code that arrives late is kept for the screen's next drawing.
 */
export const SCREEN_DOWNLOAD_TIME_LIMIT_MS = 120_000

// shared/time-bound.ts's withinTime, written out: importing it would add its module (the backend's
// bounds, TimedOut, fetchWithinTime) to every first visit.
function withinTimeLimit<T>(download: Promise<T>, screenName: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new ChunkLoadError(screenName, { stalled: true })), SCREEN_DOWNLOAD_TIME_LIMIT_MS)
  })
  return Promise.race([download, late]).finally(() => clearTimeout(timer))
}

export function lazyScreen(screenName: string, importScreen: () => Promise<ScreenModule>): LazyScreen {
  const load = importAfresh(importScreen)
  let loaded: ComponentType | undefined
  let download: Promise<void> | undefined
  /** Whether the progress bar counts the download: no longer once the drawing waiting for it gave up. */
  let counted = false
  const stopCounting = () => {
    if (counted) changeDownloading(-1)
    counted = false
  }
  /** React.lazy's callbacks (its own, and its pings) waiting for the code. */
  const waiting: (() => void)[] = []
  // No time limit here: a built page waits for its code as long as it takes (readable meanwhile), and
  // so does the build.
  const preload = () => {
    if (download) return download
    counted = true
    changeDownloading(1)
    // On a French page, with the French twins of the content the screen's modules import.
    download = withTranslations(load()).then(
      (module) => {
        loaded = module.Component
        // React.lazy hears it before the progress bar's render: a render that found the code here but
        // the screen still pending would suspend on a thenable that answers at once, over and over.
        for (const arrived of waiting.splice(0)) arrived()
        stopCounting()
      },
      (error: unknown) => {
        // The next attempt (a reload, another visit to the screen) downloads afresh.
        download = undefined
        waiting.length = 0
        stopCounting()
        throw error
      },
    )
    return download
  }
  // A thenable that answers at once when the code is there: React.lazy then draws the screen in the
  // same render (a promise, even a settled one, would suspend once and miss the hydration).
  const fromDownload = () =>
    lazy(
      () =>
        ({
          then(resolve: (module: { default: ComponentType }) => void, reject: (error: unknown) => void) {
            if (loaded) return resolve({ default: loaded })
            const arrived = () => resolve({ default: loaded! })
            waiting.push(arrived)
            withinTimeLimit(preload(), screenName).catch((error: unknown) => {
              if (waiting.includes(arrived)) waiting.splice(waiting.indexOf(arrived), 1)
              if (error instanceof ChunkLoadError && error.stalled) stopCounting()
              failedScreens.add(renew)
              reject(error)
            })
          },
        }) as unknown as Promise<{ default: ComponentType }>,
    )
  let current = fromDownload()
  const renew = () => void (current = fromDownload())
  const Screen = () => createElement(current)
  return Object.assign(Screen, { preload })
}

const failedScreens = new Set<() => void>()

/**
 * React.lazy keeps a failed download for good: once the error screen is up, each screen whose code
 * failed gets a fresh one, which downloads again when the screen is next drawn (a retry, another visit).
 * Not sooner: a screen drawn again at once would retry in a loop while the connection is down.
 */
export function forgetFailedScreens(): void {
  for (const renew of failedScreens) renew()
  failedScreens.clear()
}
