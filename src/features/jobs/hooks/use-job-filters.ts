import { useState } from 'react'
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom'
import { filtersFromParams, filtersToParams, type JobFilters } from '../job-rules'

/**
 * The board's filters, kept in the address (?q=&location=&province=) so a filtered board can be
 * shared and survives a reload. The inputs own their values (typing never waits for the router); the
 * address follows with replace-navigations, so typing does not flood the history.
 */
export function useJobFilters() {
  const [params, setParams] = useSearchParams()
  const [filters, setFilters] = useState<JobFilters>(() => filtersFromParams(params))

  // A navigation we did not make (a link to /jobs, Back, Forward) sets the filters from the address.
  const location = useLocation()
  const navigationType = useNavigationType()
  const [seenKey, setSeenKey] = useState(location.key)
  if (location.key !== seenKey) {
    setSeenKey(location.key)
    if (navigationType !== 'REPLACE') setFilters(filtersFromParams(params))
  }

  const update = (patch: Partial<JobFilters>) => {
    const next = { ...filters, ...patch }
    setFilters(next)
    setParams(filtersToParams(next), { replace: true, preventScrollReset: true })
  }

  return { filters, update }
}
