import { useState } from 'react'
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom'
import { useAddressSync } from '../../../lib/use-address-sync'
import { filtersFromParams, filtersToParams, type JobFilters } from '../job-rules'

/**
 * The board's filters, kept in the address (?q=&location=&province=&language=) so a filtered board can be
 * shared and survives a reload. The inputs own their values (typing never waits for the router); the
 * address follows once typing pauses (useAddressSync).
 */
export function useJobFilters() {
  const [params] = useSearchParams()
  const syncAddress = useAddressSync()
  const [filters, setFilters] = useState<JobFilters>(() => filtersFromParams(params))

  // A navigation we did not make (a link to /jobs, Back, Forward) sets the filters from the address.
  const location = useLocation()
  const navigationType = useNavigationType()
  const [seenKey, setSeenKey] = useState(location.key)
  // Counts the times the filters were set from outside the bar (the address, 'Clear filters'): the
  // search box starts over from them then.
  const [fromAddress, setFromAddress] = useState(0)
  if (location.key !== seenKey) {
    setSeenKey(location.key)
    if (navigationType !== 'REPLACE') {
      setFilters(filtersFromParams(params))
      setFromAddress((count) => count + 1)
    }
  }

  const update = (patch: Partial<JobFilters>) => {
    const next = { ...filters, ...patch }
    setFilters(next)
    syncAddress(filtersToParams(next))
  }

  /** No search and no dropdown choice: every job shows again. */
  const clear = () => {
    update({ q: '', location: '', province: '', language: undefined })
    setFromAddress((count) => count + 1)
  }

  return { filters, update, clear, fromAddress }
}
