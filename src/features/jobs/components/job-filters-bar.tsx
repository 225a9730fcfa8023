import { startTransition, useId, useState } from 'react'
import { paths } from '../../../config/paths'
import type { JobFilters } from '../job-rules'
import { jobsContent } from '../jobs-content'
import styles from './job-filters-bar.module.css'

interface JobFiltersBarProps {
  filters: JobFilters
  locations: readonly string[]
  provinces: readonly string[]
  onChange: (patch: Partial<JobFilters>) => void
}

/**
 * The title search and the Location and Province dropdowns (empty first option: no filter). The
 * search box shows each key at once from its own state, and the board follows in a transition: a key
 * never waits for the cards to be redrawn. (The board draws a new bar when the address sets the filters.)
 */
export function JobFiltersBar({ filters, locations, provinces, onChange }: JobFiltersBarProps) {
  const id = useId()
  const [search, setSearch] = useState(filters.q)
  return (
    // Before the app's code arrives, a plain GET form: Enter opens /jobs?q=…&location=…&province=…
    // (the names are the address's, so the board the app draws is the one asked for).
    <form
      className={styles.bar}
      role="search"
      action={paths.jobs}
      method="get"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={`${styles.field} ${styles.search}`}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {jobsContent.searchLabel}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          value={search}
          placeholder={jobsContent.searchPlaceholder}
          autoComplete="off"
          onChange={(event) => {
            const q = event.target.value
            setSearch(q)
            startTransition(() => onChange({ q }))
          }}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-location`}>{jobsContent.locationLabel}</label>
        <select
          id={`${id}-location`}
          name="location"
          value={filters.location}
          onChange={(event) => onChange({ location: event.target.value })}
        >
          <option value="">{jobsContent.anyLocation}</option>
          {locations.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-province`}>{jobsContent.provinceLabel}</label>
        <select
          id={`${id}-province`}
          name="province"
          value={filters.province}
          onChange={(event) => onChange({ province: event.target.value })}
        >
          <option value="">{jobsContent.anyProvince}</option>
          {provinces.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
    </form>
  )
}
