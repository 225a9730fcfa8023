import { useState } from 'react'
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom'
import { useAddressSync } from '../../../lib/use-address-sync'

/**
 * The news search text, kept in ?q= so a reload and 'Back to News' restore it. The box owns its text
 * (typing never waits for the router); the address follows once typing pauses (useAddressSync).
 */
export function useSearchText() {
  const [params] = useSearchParams()
  const syncAddress = useAddressSync()
  const [search, setSearch] = useState(() => params.get('q') ?? '')

  // A navigation we did not make (a link to /news, Back, Forward) sets the text from the address.
  const location = useLocation()
  const navigationType = useNavigationType()
  const [seenKey, setSeenKey] = useState(location.key)
  if (location.key !== seenKey) {
    setSeenKey(location.key)
    if (navigationType !== 'REPLACE') setSearch(params.get('q') ?? '')
  }

  const update = (value: string) => {
    setSearch(value)
    syncAddress(value ? { q: value } : {})
  }

  return { search, setSearch: update }
}
