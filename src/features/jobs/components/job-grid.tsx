import { memo, type Ref } from 'react'
import type { Job } from '../../../shared/models'
import { JobCard } from './job-card'
import styles from './job-grid.module.css'

interface JobGridProps {
  jobs: readonly Job[]
  onApply: (job: Job) => void
  listRef?: Ref<HTMLUListElement>
}

/** 1, 2 or 3 columns by width (docs/specification.md §9). */
export const JobGrid = memo(function JobGrid({ jobs, onApply, listRef }: JobGridProps) {
  if (jobs.length === 0) return null
  return (
    <ul className={styles.grid} ref={listRef}>
      {jobs.map((job) => (
        <li key={job.$id} className={styles.item}>
          <JobCard job={job} onApply={onApply} />
        </li>
      ))}
    </ul>
  )
})
