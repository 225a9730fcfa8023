import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * False at build time and in the render that hydrates a built page (so it matches the HTML), true
 * from then on. For parts the HTML holds a place for and the browser draws: a lazily loaded part
 * would otherwise be a Suspense boundary the build could not finish, which React reports and redraws.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
