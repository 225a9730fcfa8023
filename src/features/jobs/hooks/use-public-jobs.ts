import { useCallback, useEffect, useRef, useState } from 'react'
import type { Job } from '../../../shared/models'
import { listPublicJobs } from '../api/list-public-jobs'

export type PublicJobsStatus = 'loading' | 'ready' | 'error'

export interface PublicJobsState {
  /** 'loading' until the last page arrived or the fetch failed (specification section 4). */
  status: PublicJobsStatus
  /** The jobs read so far; the first page appears while later pages load. Empty after a failure. */
  items: Job[]
  error: unknown
}

/** The public jobs list, loaded once per mount, with a retry. The one place the list's state lives. */
export function usePublicJobs(): PublicJobsState & { retry: () => void } {
  const [state, setState] = useState<PublicJobsState>({ status: 'loading', items: [], error: null })
  const [attempt, setAttempt] = useState(0)
  // Answers from an older attempt (or after unmount) are ignored.
  const current = useRef(0)

  useEffect(() => {
    const id = ++current.current
    const live = () => current.current === id
    listPublicJobs({ onPage: (items) => live() && setState({ status: 'loading', items, error: null }) }).then(
      (items) => live() && setState({ status: 'ready', items, error: null }),
      (error: unknown) => {
        if (!live()) return
        console.error('Error fetching jobs:', error)
        setState({ status: 'error', items: [], error })
      },
    )
    return () => {
      current.current += 1
    }
  }, [attempt])

  const retry = useCallback(() => {
    setState({ status: 'loading', items: [], error: null })
    setAttempt((n) => n + 1)
  }, [])

  return { ...state, retry }
}
