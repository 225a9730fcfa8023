import { useSyncExternalStore } from 'react'

const never = () => () => undefined
const yes = () => true
const no = () => false

/**
 * `built` at build time and in the render that hydrates a built page (so it matches the HTML),
 * `inBrowser` from then on. Only a part whose two values differ is drawn again once the page is taken
 * over. Each must give the same value call after call (a string, a number, a boolean).
 */
export const useBuiltThenBrowser = <T>(inBrowser: () => T, built: () => T): T =>
  useSyncExternalStore(never, inBrowser, built)

/**
 * False at build time and in the render that hydrates a built page, true from then on. For parts the
 * HTML holds a place for and the browser draws: a lazily loaded part would otherwise be a Suspense
 * boundary the build could not finish, which React reports and redraws.
 */
export const useInBrowser = (): boolean => useBuiltThenBrowser(yes, no)
