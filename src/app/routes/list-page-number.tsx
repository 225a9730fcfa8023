import type { ReactElement } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import { pageNumberOf } from '../../shared/list-batches'
import { NotFoundScreen } from './not-found'

/**
 * The numbered page a list's route is at (/jobs/page/3 → 3, the list's own address → 1), or what to draw
 * instead: /jobs/page/1 is /jobs, and any other number is no page.
 */
export function useListPageNumber(listPath: string): number | ReactElement {
  const { page: segment } = useParams()
  if (segment === undefined) return 1
  return pageNumberOf(segment) ?? (segment === '1' ? <Navigate to={listPath} replace /> : <NotFoundScreen />)
}
