import { useCallback, useContext } from 'react'
import { UNSAFE_NavigationContext as NavigationContext, type Path } from 'react-router-dom'

/**
 * Reads the history's own location, which moves at once when an address is written or a link followed;
 * the router's follows with the next render (a transition). Both of React Router's histories have this
 * getter; a data router's navigator (tests) has none: undefined.
 */
export function useHistoryLocation(): () => (Path & { key: string }) | undefined {
  const { navigator } = useContext(NavigationContext)
  return useCallback(() => (navigator as { location?: Path & { key: string } }).location, [navigator])
}
