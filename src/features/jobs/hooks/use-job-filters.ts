import { useAddressState } from '../../../lib/use-address-sync'
import { filtersFromParams, filtersToParams, type JobFilters } from '../job-rules'

/**
 * The board's filters, kept in the address (?q=&location=&province=&language=&saved=&sort=) so a filtered board can be
 * shared and survives a reload. `fromAddress` counts the times they were set from outside the bar (the
 * address, 'Clear filters'): the search box starts over from them then.
 */
export function useJobFilters() {
  const { value: filters, update: set, startOver, fromAddress } = useAddressState(filtersFromParams, filtersToParams)

  const update = (patch: Partial<JobFilters>) => set({ ...filters, ...patch })

  /** No search and no filter: every job shows again (every saved one, in the saved list), in the order chosen. */
  const clear = () =>
    startOver({
      q: '',
      location: '',
      province: '',
      ...(filters.saved && { saved: true }),
      ...(filters.sort && { sort: filters.sort }),
    })

  return { filters, update, clear, fromAddress }
}
