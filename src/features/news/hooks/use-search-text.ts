import { useAddressState } from '../../../lib/use-address-sync'

/** The news search text, kept in ?q= so a reload and 'Back to News' restore it. */
export function useSearchText() {
  const { value: search, update } = useAddressState(
    (params) => params.get('q') ?? '',
    (text): Record<string, string> => (text ? { q: text } : {}),
  )
  return { search, setSearch: update }
}
