import { memo, type Ref } from 'react'
import type { Job } from '../../../shared/models'
import type { NotListed } from '../my-jobs'
import { JobCard } from './job-card'
import styles from './job-grid.module.css'

interface JobGridProps {
  jobs: readonly Job[]
  onApply: (job: Job) => void
  /** The ids of the visitor's saved jobs. */
  saved: ReadonlySet<string>
  /** When the visitor last applied to each job from here, by id. */
  sentOn: ReadonlyMap<string, number>
  /** Save pressed: keep the job (true) or let it go. */
  onSave: (job: Job, keep: boolean) => void
  /** Saved jobs shown as they were saved, and why (my-jobs.ts). */
  notListed?: ReadonlyMap<string, NotListed>
  listRef?: Ref<HTMLUListElement>
}

/** 1, 2 or 3 columns by width (docs/specification.md §9). */
export const JobGrid = memo(function JobGrid({
  jobs,
  onApply,
  saved,
  sentOn,
  onSave,
  notListed,
  listRef,
}: JobGridProps) {
  if (jobs.length === 0) return null
  return (
    <ul className={styles.grid} ref={listRef}>
      {jobs.map((job) => (
        <li key={job.$id} className={styles.item}>
          <JobCard
            job={job}
            onApply={onApply}
            saved={saved.has(job.$id)}
            sentAt={sentOn.get(job.$id)}
            onSave={onSave}
            notListed={notListed?.get(job.$id)}
          />
        </li>
      ))}
    </ul>
  )
})
