import { useState } from 'react'
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom'

/**
 * The news search text, kept in ?q= so a reload and 'Back to News' restore it. The box owns its text
 * (typing never waits for the router); the address follows with replace-navigations, so typing does
 * not flood the history.
 */
export function useSearchText() {
  const [params, setParams] = useSearchParams()
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
    setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true })
  }

  return { search, setSearch: update }
}
