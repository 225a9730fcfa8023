import { BreakAfter } from '../../../components/break-after'
import { Breadcrumbs } from '../../../components/breadcrumbs'
import { useEffect, useMemo, useState } from 'react'
import { ButtonLink } from '../../../components/button'
import { RecordNotFound } from '../../../components/record-not-found'
import { LocalErrorBoundary } from '../../../components/error-boundary'
import { JsonLd } from '../../../components/json-ld'
import { ListNotice } from '../../../components/list-notice'
import { MoreLinks } from '../../../components/more-links'
import { PageMeta } from '../../../components/page-meta'
import { SharePanel } from '../../../components/share-panel'
import { Spinner } from '../../../components/spinner'
import { paths } from '../../../config/paths'
import { absoluteUrl } from '../../../config/site-url'
import { formatLongDate } from '../../../lib/locale-free'
import { toPlainText } from '../../../lib/sanitize'
import { useBackToList } from '../../../lib/use-back-to-list'
import { useOfficeToday } from '../../../lib/use-office-today'
import { holdsFreshList } from '../../../lib/use-offline-list'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { breadcrumbsData } from '../../../lib/structured-data'
import { firstSentences } from '../../../lib/summary'
import { useLocale } from '../../../i18n/translatable'
import { langAttributeOf, languageFirst, recordLanguage } from '../../../shared/content-language'
import { pathIn } from '../../../shared/locales'
import { offeredAfter } from '../../../shared/record-neighbours'
import type { Job } from '../../../shared/models'
import { openJobsLike, takesApplications } from '../../../shared/taking-applications'
import { dropModalOfEntry, modalOfEntry } from '../../../components/modal-history'
import { applicationEntry, useApplicationDraft } from '../hooks/use-application-draft'
import { usePublicJobs } from '../hooks/use-public-jobs'
import { carriesJobPosting, jobPostingOf } from '../job-postings'
import { placeOf } from '../job-rules'
import { useMyJobs } from '../my-jobs'
import { useJobsContent } from '../use-jobs-content'
import { ApplyButton } from './apply-button'
import { ApplyModal } from './apply-modal'
import { JobDetails } from './job-details'
import { JobTiming } from './job-timing'
import { SaveJobButton } from './save-job-button'
import styles from './job-page.module.css'

/**
 * /jobs/{id}: one public job, its details and Apply, from the same list the board reads (saved for
 * offline). That list holds every language's jobs, so a job opens at its address in either language's
 * frame (/fr/jobs/{id} for an English job too).
 */
export function JobPage({ jobId }: { jobId: string }) {
  const { jobsContent } = useJobsContent()
  const { page } = jobsContent
  const jobs = usePublicJobs()
  const { status, items, retry, waiting } = jobs
  const online = useOnlineStatus()
  // A job's page shows no notice: it takes its job from the newest list (an edit shows in place,
  // moving nothing above it), and keeps the one on screen if it went.
  const isThisJob = (candidate: Job) => candidate.$id === jobId
  // A job the visitor saved shows as saved where no fresh list can say otherwise (offline, a copy that
  // no longer holds it, a failure): never 'not saved on this device'.
  const savedJobs = useMyJobs()
  const listed = waiting?.items.find(isThisJob) ?? items.find(isThisJob)
  const savedEntry = savedJobs.entries.find((entry) => isThisJob(entry.job))
  // Kept once shown: letting it go (Save pressed again) leaves the page as it is, to be saved again.
  const [shownEntry, setShownEntry] = useState(savedEntry)
  if (savedEntry && savedEntry !== shownEntry) setShownEntry(savedEntry)
  const kept = savedEntry ?? (shownEntry && isThisJob(shownEntry.job) ? shownEntry : undefined)
  const snapshot = listed || status === 'loading' || holdsFreshList(jobs) ? undefined : kept
  const job = listed ?? snapshot?.job
  // Reloaded with its application form open, the job taken down since: 'Job not found' says why the form
  // is gone, and Back no longer stops at the form's entry.
  const gone = !listed && holdsFreshList(jobs)
  useEffect(() => {
    if (gone && modalOfEntry() === applicationEntry({ $id: jobId })) dropModalOfEntry()
  }, [gone, jobId])
  // The next open jobs in the job's language, in the board's order (the page's language first).
  const locale = useLocale()
  const board = useMemo(() => languageFirst(items, locale), [items, locale])
  const today = useOfficeToday()
  const more = job ? offeredAfter(board, board.findIndex(isThisJob), openJobsLike(job, today)) : []
  const notice = <ListNotice list={jobs} onRetry={retry} words={jobsContent} />

  return (
    // Read by the tests: the live list the job is taken from has arrived (or failed).
    <div className={`container ${styles.page}`} data-list-status={status}>
      {/* Keyed: a job that failed to draw keeps its error to itself when the screen shows the next one. */}
      <LocalErrorBoundary key={jobId} message={page.failed}>
        {job ? (
          <>
            {notice}
            <JobArticle job={job} more={more} today={today} savedOn={snapshot?.savedAt} />
          </>
        ) : status === 'loading' ? (
          <Spinner label={page.loading} />
        ) : status === 'offline' || !online ? (
          // Offline, a job no saved list holds may well exist: it is not saved here, not 'not found'.
          <JobNotFound offline />
        ) : status === 'error' || !holdsFreshList(jobs) ? (
          // A failure, or a saved copy (the fresh list failed): only the backend's list can say 'not found'.
          notice
        ) : (
          <JobNotFound />
        )}
      </LocalErrorBoundary>
    </div>
  )
}

/**
 * `more`: the open jobs offered after this one; `today`: the office's day the page is drawn for;
 * `savedOn`: the job is the copy the visitor saved then, which no list at hand confirms.
 */
function JobArticle({
  job,
  more,
  today,
  savedOn,
}: {
  job: Job
  more: readonly Job[]
  today: string
  savedOn?: number
}) {
  const { jobsContent } = useJobsContent()
  const { page } = jobsContent
  const locale = useLocale()
  const lang = langAttributeOf(job, locale)
  // A saved copy alone cannot say the job still takes applications: a form open at a reload waits for the
  // list (its history entry stays meanwhile, so a Back passes over it and changes nothing on screen).
  const thisJob = useMemo(() => (savedOn === undefined ? [job] : []), [job, savedOn])
  const { applying, openApplication, closeApplication, keepDraft } = useApplicationDraft(thisJob)
  const { onward, backToList } = useBackToList()
  const path = paths.job(job.$id)
  const title = toPlainText(job.title)
  const place = placeOf(job, jobsContent.placeNames, locale)
  const description = useMemo(() => firstSentences(toPlainText(job.description)), [job.description])
  const open = savedOn === undefined && takesApplications(job, today)
  const myJobs = useMyJobs()
  const saved = myJobs.ids.has(job.$id)
  const sentAt = myJobs.sentOn.get(job.$id)
  // The office's day it was posted, as its JobPosting's datePosted says.
  const posted = formatLongDate(job.$createdAt, { atOffice: true, locale })
  const structuredData = useMemo(
    () => [
      ...(open && carriesJobPosting(job, locale, today) ? [jobPostingOf(job)] : []),
      breadcrumbsData([
        { name: page.home, path: paths.home },
        { name: jobsContent.pageTitle, path: paths.jobs },
        { name: title, path },
      ]),
    ],
    [open, job, locale, today, title, path, page.home, jobsContent.pageTitle],
  )

  return (
    <article className={styles.job}>
      {/* With its place: a board often has the same title in several cities, and results must tell them apart. */}
      <PageMeta
        title={place ? `${title} – ${toPlainText(place)}` : title}
        description={description || jobsContent.pageDescription}
        path={path}
        writtenIn={recordLanguage(job)}
      />
      <JsonLd data={structuredData} />
      <Breadcrumbs
        label={page.breadcrumb}
        trail={[
          { name: page.home, to: paths.home },
          { name: jobsContent.pageTitle, to: paths.jobs, onClick: backToList },
        ]}
        lang={lang}
      >
        {job.title}
      </Breadcrumbs>
      <h1 className={styles.title} lang={lang}>
        <BreakAfter text={job.title} />
      </h1>
      <p className={styles.trade} lang={lang}>
        {job.trade}
      </p>
      <p className={styles.place}>{place}</p>
      {posted && (
        <p className={styles.posted}>
          <time dateTime={job.$createdAt}>{page.posted(posted)}</time>
        </p>
      )}
      {/* Apply where a phone's first screen shows it: a posting's description can run long. */}
      <div className={styles.actions}>
        {open ? (
          <>
            <p className={styles.open}>{page.accepting}</p>
            <JobTiming job={job} today={today} sentAt={sentAt} />
            <ApplyButton job={job} onApply={openApplication} />
            <SaveJobButton job={job} saved={saved} />
            <p className="script-none-only">{page.needsScript}</p>
            {/* A printed posting cannot take Apply's tap: it says where to apply instead. */}
            <p className="print-only">
              {page.applyOnline} {absoluteUrl(pathIn(locale, path))}
            </p>
          </>
        ) : (
          <>
            {savedOn === undefined ? (
              <p className={styles.closed}>{jobsContent.notAccepting}</p>
            ) : (
              <p className={styles.asSaved}>{page.savedSnapshot(formatLongDate(savedOn, { locale }) ?? '')}</p>
            )}
            <JobTiming job={job} today={today} sentAt={sentAt} sentOnly={savedOn !== undefined} />
            {(saved || savedOn !== undefined) && <SaveJobButton job={job} saved={saved} />}
          </>
        )}
      </div>
      <JobDetails job={job} withTitle={false} />
      {/* While it takes applications. */}
      {open && <SharePanel title={title} path={path} heading={page.share} />}
      <MoreLinks
        heading={page.moreJobs}
        state={onward}
        links={more.map((other) => ({
          key: other.$id,
          to: paths.job(other.$id),
          label: other.title,
          lang: langAttributeOf(other, locale),
          detail: placeOf(other, jobsContent.placeNames, locale),
        }))}
      />
      <ButtonLink to={paths.jobs} variant="secondary" className={styles.back} onClick={backToList}>
        {page.back}
      </ButtonLink>
      {applying && (
        <LocalErrorBoundary message={jobsContent.form.failed}>
          <ApplyModal
            job={applying.job}
            onClose={closeApplication}
            draft={applying.draft}
            onDraftChange={keepDraft}
            withDetails={false}
          />
        </LocalErrorBoundary>
      )}
    </article>
  )
}

/** 'Job not found'; offline, the job is said not to be saved on this device instead (it may exist). */
function JobNotFound({ offline = false }: { offline?: boolean }) {
  return <RecordNotFound words={useJobsContent().jobsContent.page} backHref={paths.jobs} offline={offline} />
}
