import { useMemo, useRef } from 'react'
import { Button } from '../../../components/button'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { ShowMore } from '../../../components/show-more'
import { EarlierPageLink, PastListEnd } from '../../../components/list-page-links'
import { LocalErrorBoundary } from '../../../components/error-boundary'
import { ListNotice } from '../../../components/list-notice'
import { ListRefreshNotice } from '../../../components/list-refresh-notice'
import { StatusRegion, useSettled } from '../../../components/status-region'
import { updateAndFocusItem } from '../../../lib/focus-list-item'
import { useLocale } from '../../../i18n/translatable'
import { compareNames } from '../../../lib/locale-free'
import { languageFirst } from '../../../shared/content-language'
import { listPagePath } from '../../../shared/list-page-addresses'
import { JOBS_PER_BATCH } from '../../../shared/list-batches'
import { useListPage } from '../../../lib/use-list-page'
import { useOfficeToday } from '../../../lib/use-office-today'
import {
  builtViewLength,
  drawnStatus,
  holdsFreshList,
  itemsFrom,
  useShowWaitingOnNewView,
  useWaitingInView,
} from '../../../lib/use-offline-list'
import { Spinner } from '../../../components/spinner'
import { useJobFilters } from '../hooks/use-job-filters'
import { usePublicJobs } from '../hooks/use-public-jobs'
import { useApplicationDraft } from '../hooks/use-application-draft'
import { distinctValues, filterJobs, filtersToParams, placeName, sortJobs, type JobFilters } from '../job-rules'
import { savedJobsView, setJobSaved, useMyJobs } from '../my-jobs'
import type { Job } from '../../../shared/models'
import { useJobsContent, type JobsContent } from '../use-jobs-content'
import { ApplyModal } from './apply-modal'
import { JobFiltersBar } from './job-filters-bar'
import { JobGrid } from './job-grid'
import styles from './job-board.module.css'

interface JobBoardProps {
  /** The board's numbered page (/jobs/page/3, shared/list-page-addresses.ts): 1 for /jobs. */
  page?: number
}

/**
 * /jobs: the search and dropdowns, every job or the saved ones (?saved=1), the card grid and the
 * application modal. /jobs/page/N starts the board at its Nth batch.
 */
export function JobBoard({ page = 1 }: JobBoardProps) {
  const locale = useLocale()
  const { jobsContent } = useJobsContent()
  const jobs = usePublicJobs()
  const { status, items: read, retry, waiting, showWaiting } = jobs
  // Every language's jobs, the page's first (each group in the backend's order): one list, and one
  // saved copy, serves both languages' boards.
  const items = useMemo(() => languageFirst(read, locale), [read, locale])
  // The search arrives in a transition (see JobFiltersBar): the grid catches up without holding keys back.
  const { filters, update, clear, fromAddress } = useJobFilters()
  const { q, location, province, language, saved, sort } = filters
  const today = useOfficeToday()
  const savedJobs = useMyJobs()
  // The saved list reads the device: it shows once read, whatever the board's own list is doing. It
  // takes each job from the newest list (one held back behind '… new — show' too), and knows a job has
  // left the board only from a whole, fresh one.
  const newest = useMemo(() => (waiting ? languageFirst(waiting.items, locale) : items), [waiting, items, locale])
  const board = holdsFreshList(jobs) ? 'fresh' : status === 'loading' ? 'loading' : 'settled'
  const view = useMemo(
    () => (saved ? savedJobsView(newest, savedJobs.entries, board) : undefined),
    [saved, newest, savedJobs.entries, board],
  )
  // A list by date cannot hold new jobs back at its top ('… new — show'): it draws from the newest list,
  // as the saved list does.
  const listed = view?.jobs ?? (sort ? newest : items)
  // Drawn as the list it is (this visit's list, drawn again, as whole); decided only from a fresh one (board).
  const drawn = drawnStatus(jobs)
  const settled = saved ? savedJobs.loaded : drawn === 'ready'

  // The places of the jobs listed: the saved list's own in it.
  const locations = useMemo(() => withCurrent(distinctValues(listed, 'location'), location), [listed, location])
  const provinces = useMemo(() => withCurrent(distinctValues(listed, 'province'), province), [listed, province])
  const matches = useMemo(
    () => filterJobs(listed, { q, location, province, language }),
    [listed, q, location, province, language],
  )
  // By date, a list still arriving would be ordered by its first pages, then shuffled when the rest came:
  // it shows once whole (the saved list is whole once read).
  const waitsForWholeList = sort !== undefined && !saved && drawn === 'loading'
  const ordered = useMemo(
    () => (waitsForWholeList ? [] : sortJobs(matches, sort, today, view?.notListed)),
    [waitsForWholeList, matches, sort, today, view?.notListed],
  )
  // Narrowed by a search or filters, a fresh list held back is news only for the jobs they find: else
  // drawn unsaid. (The saved list and a list by date draw from the newest list already.)
  const narrowed = Boolean(q || location || province || language) && !saved && !sort
  const freshFound = useMemo(
    () => (waiting && narrowed ? filterJobs(newest, { q, location, province, language }) : undefined),
    [waiting, narrowed, newest, q, location, province, language],
  )
  const waitingHere = useWaitingInView(waiting, showWaiting, matches, freshFound)
  // The batch count resets whenever the filters or the order change.
  const filterKey = `${q}\n${location}\n${province}\n${language ?? ''}\n${saved ?? ''}\n${sort ?? ''}`
  // The board as built, unfiltered: the view its numbered pages cut into batches.
  const plainView = !(q || location || province || language || saved || sort)
  const asBuilt = plainView ? builtViewLength(jobs) : undefined
  const { shown, hasMore, awaitingMore, showMore, makeRoomFor, listStart, nextPage, ...paged } = useListPage(ordered, {
    view: filterKey,
    plain: plainView,
    page,
    perBatch: JOBS_PER_BATCH,
    listPath: paths.jobs,
    builtLength: asBuilt,
    builtFrom: itemsFrom(jobs),
    // The saved list and a list by date draw from the newest list already: nothing waits there.
    waiting: saved || sort ? undefined : waitingHere,
    showWaiting,
  })
  const loadingShown = saved ? !savedJobs.loaded : drawn === 'loading' && (asBuilt === undefined || awaitingMore)
  const noneFound = settled && matches.length === 0
  const countShown = settled ? matches.length > 0 : items.length > 0
  // A numbered page's built batch stands for the board as built until its fresh list is drawn.
  const total = asBuilt ?? (settled ? matches.length : undefined)
  const count =
    total !== undefined &&
    total > 0 &&
    shown.length > 0 &&
    (listStart > 0
      ? jobsContent.countFrom(listStart + 1, listStart + shown.length, total)
      : jobsContent.count(shown.length, total))
  // A numbered page past the board's end (it has shrunk since the link was made).
  const pastEnd = listStart > 0 && settled && shown.length === 0 && matches.length > 0
  // Heard once the typing pauses, not at each key the screen reader is already echoing.
  const countHeard = useSettled(count || '')
  const noneSaved = noneFound && saved && listed.length === 0
  // A search or a filter is the visitor's own new view: it draws from the newest list.
  useShowWaitingOnNewView(filterKey, showWaiting)
  const grid = useRef<HTMLUListElement>(null)
  const savedLink = useRef<HTMLAnchorElement>(null)
  // In the saved list, letting a job go takes its card away: the focus goes on to the next card (the
  // one before, after the last), or to the list's link once none is left.
  const onSave = useMemo(
    () =>
      saved
        ? (job: Job, keep: boolean) => {
            const at = grid.current
              ? [...grid.current.children].findIndex((card) => card.contains(document.activeElement))
              : -1
            // A press that did not focus its button (Safari's, a mouse's on macOS) leaves the focus where it was.
            if (keep || at < 0) return void setJobSaved(job, keep)
            updateAndFocusItem(
              grid,
              () => Math.max(0, Math.min(at, (grid.current?.children.length ?? 0) - 1)),
              () => void setJobSaved(job, false),
            )
            if (!grid.current?.isConnected) savedLink.current?.focus()
          }
        : setJobSaved,
    [saved],
  )

  const { applying, openApplication, closeApplication, keepDraft } = useApplicationDraft(newest, board === 'fresh')

  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1 className={styles.heading}>{jobsContent.heading}</h1>
          <p className={styles.intro}>{jobsContent.intro}</p>
          <JobFiltersBar
            key={fromAddress}
            filters={filters}
            locations={locations}
            provinces={provinces}
            onChange={update}
          />
          <p className={`${styles.intro} script-none-only`}>{jobsContent.searchNeedsScript}</p>
        </div>
      </section>
      <section
        className={`container ${styles.results}`}
        aria-label={jobsContent.listLabel}
        aria-busy={loadingShown}
        // Read by the tests: the live list has arrived (or failed), whatever it changed on screen.
        data-list-status={status}
      >
        {/* Saved jobs live on the device, which only the app reads. */}
        <nav aria-label={jobsContent.listsLabel} className={`${styles.lists} screen-only script-only`}>
          <Link to={paths.jobs} aria-current={saved ? undefined : 'page'}>
            {jobsContent.allJobs}
          </Link>
          {/* Each visitor's own: nothing for a crawler to follow (its page's canonical is /jobs). */}
          <Link to={SAVED_LIST} aria-current={saved ? 'page' : undefined} rel="nofollow" ref={savedLink}>
            {jobsContent.savedJobsLink(savedJobs.entries.length)}
          </Link>
        </nav>
        {!savedJobs.kept && savedJobs.entries.length > 0 && (
          <p className={styles.notKept}>{jobsContent.savedNotKept}</p>
        )}
        <ListRefreshNotice
          waiting={paged.waiting}
          onShow={showWaiting}
          makeRoomFor={makeRoomFor}
          shown={shown}
          list={grid}
          words={jobsContent.refresh}
        />
        <ListNotice list={jobs} onRetry={retry} words={jobsContent} />
        {/* On paper the list's links and search are left off: it says which list it is, and how narrowed. */}
        <p className={`print-only ${styles.printedView}`}>{printedView(filters, jobsContent)}</p>
        {/* Its line is held while cards are on show: the count arriving with the whole list moves nothing.
            A screen reader hears it from the live region under the list instead. */}
        {countShown && (
          <p className={styles.count} aria-hidden="true">
            {count}
          </p>
        )}
        {plainView && page > 1 && (
          <EarlierPageLink to={listPagePath(paths.jobs, page - 1)} label={jobsContent.earlierJobs} />
        )}
        <LocalErrorBoundary message={jobsContent.listFailed}>
          <JobGrid
            jobs={shown}
            onApply={openApplication}
            saved={savedJobs.ids}
            sentOn={savedJobs.sentOn}
            onSave={onSave}
            notListed={view?.notListed}
            listRef={grid}
          />
        </LocalErrorBoundary>
        {/* A new element when it starts floating: a node that moved would count as a layout shift. */}
        {loadingShown && (
          <Spinner
            key={items.length > 0 && !waitsForWholeList ? 'more' : 'first'}
            label={jobsContent.loading}
            floating={items.length > 0 && !waitsForWholeList}
          />
        )}
        {/* Always on the page, so that what a search or filter found is read out (a live region that
            appears with its words already in it is not): nothing, shown, or how many, heard only. */}
        <div className={noneFound ? styles.empty : undefined}>
          <StatusRegion shown={noneFound}>
            {noneSaved ? jobsContent.savedNone : noneFound ? jobsContent.noMatch : countHeard}
          </StatusRegion>
          {noneFound && !noneSaved && q && <p>{jobsContent.titlesOnly}</p>}
          {noneFound && !noneSaved && listed.length > 0 && (
            <Button variant="secondary" onClick={() => updateAndFocusItem(grid, 0, clear)}>
              {jobsContent.clearFilters}
            </Button>
          )}
        </div>
        {pastEnd && <PastListEnd text={jobsContent.pastEnd} to={paths.jobs} label={jobsContent.firstJobs} />}
        {hasMore && <ShowMore label={jobsContent.showMore} onClick={showMore} list={grid} href={nextPage} />}
      </section>
      {applying && (
        <LocalErrorBoundary message={jobsContent.form.failed}>
          <ApplyModal
            key={applying.job.$id}
            job={applying.job}
            onClose={closeApplication}
            draft={applying.draft}
            onDraftChange={keepDraft}
          />
        </LocalErrorBoundary>
      )}
    </>
  )
}

/** The saved list's address (the board's own, its other filters cleared). */
const SAVED_LIST = `${paths.jobs}?${filtersToParams({ q: '', location: '', province: '', saved: true })}`

/** 'Saved jobs · Search: “weld” · Location: Toronto · In French': the list, what narrows it and its order. */
function printedView({ q, location, province, language, saved, sort }: JobFilters, words: JobsContent): string {
  const names: Readonly<Record<string, string>> = words.placeNames
  return [
    saved ? words.savedJobs : words.allJobs,
    q && words.printedSearch(q),
    location && `${words.locationLabel}${words.colon}${placeName(location, names)}`,
    province && `${words.provinceLabel}${words.colon}${placeName(province, names)}`,
    language && words.languageNames[language],
    sort && `${words.sortLabel}${words.colon}${words.sortNames[sort]}`,
  ]
    .filter(Boolean)
    .join(' · ')
}

/** A value from the address stays selectable even before (or without) a loaded job that has it. */
function withCurrent(values: string[], current: string): string[] {
  return current && !values.includes(current) ? [...values, current].sort(compareNames) : values
}
