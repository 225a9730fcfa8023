import { startTransition, useId, useState } from 'react'
import { paths } from '../../../config/paths'
import { useLocale } from '../../../i18n/translatable'
import { compareNames } from '../../../lib/locale-free'
import { submitSearch } from '../../../lib/search-submit'
import { isContentLanguage } from '../../../shared/content-language'
import { otherLocale, pathIn } from '../../../shared/locales'
import { placeName, type JobFilters } from '../job-rules'
import { useJobsContent } from '../use-jobs-content'
import styles from './job-filters-bar.module.css'

interface JobFiltersBarProps {
  filters: JobFilters
  locations: readonly string[]
  provinces: readonly string[]
  onChange: (patch: Partial<JobFilters>) => void
}

/**
 * The title search, the Location, Province and Language dropdowns (empty first option: no filter;
 * for Language, every job with the page's language first) and the order (newest first, or by closing
 * date), folded under "Filters and sort" on a phone. The
 * search box shows each key at once from its own state, and the board follows in a transition: a key
 * never waits for the cards to be redrawn. (The board draws a new bar when the address sets the filters.)
 */
export function JobFiltersBar({ filters, locations, provinces, onChange }: JobFiltersBarProps) {
  const id = useId()
  const locale = useLocale()
  const { jobsContent } = useJobsContent()
  const [search, setSearch] = useState(filters.q)
  const chosen = [filters.location, filters.province, filters.language, filters.sort].filter(Boolean).length
  // Open from the start when the address chose a filter or an order, so the visitor sees what narrows
  // or orders the list; after that the visitor's own (React never sets it again).
  const [openAtFirst] = useState(chosen > 0)
  // Each place as the page's language names it (the value stays the stored name the filter matches),
  // in the order of those names.
  const placeNames: Readonly<Record<string, string>> = jobsContent.placeNames
  const byName = (values: readonly string[]): [string, string][] => {
    const named = values.map((value): [string, string] => [value, placeName(value, placeNames)])
    return named.some(([value, name]) => value !== name) ? named.sort(([, a], [, b]) => compareNames(a, b)) : named
  }
  return (
    // Before the app's code arrives, a plain GET form: Enter opens /jobs?q=…&location=…&province=…
    // (/fr/jobs?… in French; the names are the address's, so the board the app draws is the one asked for).
    <form
      className={`${styles.bar} script-only`}
      role="search"
      action={pathIn(locale, paths.jobs)}
      method="get"
      onSubmit={submitSearch}
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
      {/* On a phone the dropdowns fold under "Filters", so the first jobs show on the first screen; wider,
          they stand in the bar (the summary is hidden and the fold always open: the CSS). */}
      <details className={styles.filters} open={openAtFirst}>
        <summary className={styles.summary}>{jobsContent.filtersSummary(chosen)}</summary>
        <div className={styles.fields}>
          <Dropdown
            id={`${id}-location`}
            name="location"
            label={jobsContent.locationLabel}
            anyLabel={jobsContent.anyLocation}
            value={filters.location}
            options={byName(locations)}
            onChange={(location) => onChange({ location })}
          />
          <Dropdown
            id={`${id}-province`}
            name="province"
            label={jobsContent.provinceLabel}
            anyLabel={jobsContent.anyProvince}
            value={filters.province}
            options={byName(provinces)}
            onChange={(province) => onChange({ province })}
          />
          <Dropdown
            id={`${id}-language`}
            name="language"
            label={jobsContent.languageLabel}
            anyLabel={jobsContent.anyLanguage}
            value={filters.language ?? ''}
            options={[locale, otherLocale(locale)].map((language) => [language, jobsContent.languageNames[language]])}
            onChange={(language) => onChange({ language: isContentLanguage(language) ? language : undefined })}
          />
          <Dropdown
            id={`${id}-sort`}
            name="sort"
            label={jobsContent.sortLabel}
            anyLabel={jobsContent.sortNewest}
            value={filters.sort ?? ''}
            options={Object.entries(jobsContent.sortNames)}
            onChange={(sort) => onChange({ sort: sort === 'closing' ? sort : undefined })}
          />
        </div>
      </details>
    </form>
  )
}

interface DropdownProps {
  id: string
  name: string
  label: string
  /** The empty first option's words: no filter. */
  anyLabel: string
  value: string
  /** Each option's value and the words it shows. */
  options: readonly (readonly [value: string, name: string])[]
  onChange: (value: string) => void
}

/** One of the bar's dropdowns, labelled above, its first option no filter. */
function Dropdown({ id, name, label, anyLabel, value, options, onChange }: DropdownProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionName]) => (
          <option key={optionValue} value={optionValue}>
            {optionName}
          </option>
        ))}
      </select>
    </div>
  )
}
