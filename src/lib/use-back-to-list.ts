import type { MouseEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { FromList } from './history-entry'

/**
 * A record's page opened from its list, then maybe from record to record (newer, older, more
 * positions): its 'Back to …' goes back through the history to that list, as Back would, so the
 * search, the batches shown and the place come back with it. Opened any other way (a shared link),
 * the link's own address opens the list afresh.
 */
export function useBackToList(): {
  /** The state of a link to another record's page: one entry further from the list. */
  onward: FromList | undefined
  /** The click of a link to the list. */
  backToList: (event: MouseEvent) => void
} {
  const navigate = useNavigate()
  const steps = (useLocation().state as Partial<FromList> | null)?.stepsToList
  const fromList = typeof steps === 'number' && steps > 0
  return {
    onward: fromList ? { stepsToList: steps + 1 } : undefined,
    backToList: (event) => {
      // A new tab or window (Ctrl, Cmd, Shift or a middle click) opens the list's address, as any link.
      const elsewhere = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
      if (!fromList || event.defaultPrevented || elsewhere) return
      event.preventDefault()
      void navigate(-steps)
    },
  }
}
