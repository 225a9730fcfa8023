import { useCallback, useContext } from 'react'
import {
  UNSAFE_NavigationContext as NavigationContext,
  type Location,
  type NavigationType,
  type Path,
} from 'react-router-dom'

/**
 * An entry of the history, for what a screen keeps for Back and Forward (its scroll position, the
 * batches of a list it showed). React Router names 'default' every entry without a state of its own:
 * the visit's first, and one a #fragment link added (the skip link). Their addresses tell them apart.
 */
export const historyEntryId = ({ key, pathname, hash }: Pick<Location, 'key' | 'pathname' | 'hash'>): string =>
  key === 'default' ? `default ${pathname}${hash}` : key

/**
 * The history state of a screen's own rewrite of its address (the search typed, a filter chosen, the
 * contact form taking in its prefilled subject). A link to the same address is a replace too (React
 * Router's, the header's Jobs link on the board), but a new visit: it starts over at the top.
 */
export const OWN_REWRITE = { ownRewrite: true } as const

export const isOwnRewrite = ({ state }: Pick<Location, 'state'>, navigationType: NavigationType): boolean =>
  navigationType === 'REPLACE' && (state as Partial<typeof OWN_REWRITE> | null)?.ownRewrite === true

/** History state of a record's page (a post, a job, a service): how many entries back its list is. */
export interface FromList {
  stepsToList: number
}

/**
 * The state of a card's link to its record's page (lib/use-back-to-list.ts reads it). Here, with the
 * other history states every page has, so the lists need not download the hook that reads it.
 */
export const OPENED_FROM_LIST: FromList = { stepsToList: 1 }

/**
 * Reads the history's own location, which moves at once when an address is written or a link followed;
 * the router's follows with the next render (a transition). Both of React Router's histories have this
 * getter; a data router's navigator (tests) has none: undefined.
 */
export function useHistoryLocation(): () => (Path & { key: string }) | undefined {
  const { navigator } = useContext(NavigationContext)
  return useCallback(() => (navigator as { location?: Path & { key: string } }).location, [navigator])
}
