import type { Location } from 'react-router-dom'

/**
 * An entry of the history, for what a screen keeps for Back and Forward (its scroll position, the
 * batches of a list it showed). React Router names 'default' every entry without a state of its own:
 * the visit's first, and one a #fragment link added (the skip link). Their addresses tell them apart.
 */
export const historyEntryId = ({ key, pathname, hash }: Pick<Location, 'key' | 'pathname' | 'hash'>): string =>
  key === 'default' ? `default ${pathname}${hash}` : key
