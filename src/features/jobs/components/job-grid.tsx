import { memo } from 'react'
import type { Job } from '../../../shared/models'
import { JobCard } from './job-card'
import styles from './job-grid.module.css'

interface JobGridProps {
  jobs: readonly Job[]
  onApply: (job: Job) => void
}

/** 1, 2 or 3 columns by width (specification section 9). */
export const JobGrid = memo(function JobGrid({ jobs, onApply }: JobGridProps) {
  if (jobs.length === 0) return null
  return (
    <ul className={styles.grid}>
      {jobs.map((job) => (
        <li key={job.$id} className={styles.item}>
          <JobCard job={job} onApply={onApply} />
        </li>
      ))}
    </ul>
  )
})
