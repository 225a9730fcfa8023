import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { Button, ButtonLink } from '../../../components/button'
import { ErrorScreen } from '../../../components/error-screen'
import { LocalErrorBoundary } from '../../../components/error-boundary'
import { JsonLd } from '../../../components/json-ld'
import { ListNotice } from '../../../components/list-notice'
import { PageMeta } from '../../../components/page-meta'
import { Spinner } from '../../../components/spinner'
import { paths } from '../../../config/paths'
import { toPlainText } from '../../../lib/sanitize'
import { breadcrumbsData } from '../../../lib/structured-data'
import { firstSentences } from '../../../lib/summary'
import type { Job } from '../../../shared/models'
import { useApplicationDraft } from '../hooks/use-application-draft'
import { usePublicJobs } from '../hooks/use-public-jobs'
import { jobPostingOf } from '../job-postings'
import { placeOf } from '../job-rules'
import { jobsContent } from '../jobs-content'
import { ApplyModal } from './apply-modal'
import { JobDetails } from './job-details'
import styles from './job-page.module.css'

const { page } = jobsContent

/** /jobs/{id}: one public job, its details and Apply, from the same list the board reads (saved for offline). */
export function JobPage({ jobId }: { jobId: string }) {
  const { status, items, savedAt, retry, waiting } = usePublicJobs()
  // A job's page shows no notice: it takes its job from the newest list (an edit shows in place,
  // moving nothing above it), and keeps the one on screen if it went.
  const isThisJob = (candidate: Job) => candidate.$id === jobId
  const job = waiting?.items.find(isThisJob) ?? items.find(isThisJob)
  const notice = <ListNotice status={status} savedAt={savedAt} onRetry={retry} words={jobsContent} />

  return (
    <div className={`container ${styles.page}`}>
      <LocalErrorBoundary message="This job could not be shown.">
        {job ? (
          <>
            {notice}
            <JobArticle job={job} />
          </>
        ) : status === 'loading' ? (
          <Spinner label={page.loading} />
        ) : status === 'error' || status === 'offline' ? (
          notice
        ) : (
          <JobNotFound />
        )}
      </LocalErrorBoundary>
    </div>
  )
}

function JobArticle({ job }: { job: Job }) {
  const { applying, openApplication, closeApplication, keepDraft } = useApplicationDraft()
  const path = paths.job(job.$id)
  const title = toPlainText(job.title)
  const description = useMemo(() => firstSentences(toPlainText(job.description)), [job.description])
  const structuredData = useMemo(
    () => [
      jobPostingOf(job),
      breadcrumbsData([
        { name: page.home, path: paths.home },
        { name: jobsContent.pageTitle, path: paths.jobs },
        { name: title, path },
      ]),
    ],
    [job, title, path],
  )

  return (
    <article className={styles.job}>
      <PageMeta title={title} description={description || jobsContent.pageDescription} path={path} />
      <JsonLd data={structuredData} />
      <nav aria-label={page.breadcrumb}>
        <ol className={styles.breadcrumb}>
          <li>
            <Link to={paths.home}>{page.home}</Link>
          </li>
          <li>
            <Link to={paths.jobs}>{jobsContent.pageTitle}</Link>
          </li>
          <li aria-current="page">{job.title}</li>
        </ol>
      </nav>
      <h1 className={styles.title}>{job.title}</h1>
      <p className={styles.trade}>{job.trade}</p>
      <p className={styles.place}>{placeOf(job)}</p>
      <JobDetails job={job} withTitle={false} />
      <div className={styles.actions}>
        {job.isAcceptingApplications ? (
          <>
            <p className={styles.open}>{page.accepting}</p>
            <Button onClick={() => openApplication(job)} aria-label={`${jobsContent.apply}: ${job.title}`}>
              {jobsContent.apply}
            </Button>
          </>
        ) : (
          <p className={styles.closed}>{jobsContent.notAccepting}</p>
        )}
      </div>
      <ButtonLink to={paths.jobs} variant="secondary" className={styles.back}>
        {page.back}
      </ButtonLink>
      {applying && (
        <LocalErrorBoundary message="The application form could not be shown.">
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

function JobNotFound() {
  return (
    <ErrorScreen
      heading={page.notFoundHeading}
      detail={page.notFoundDetail}
      actions={
        <>
          <ButtonLink to={paths.jobs}>{page.back}</ButtonLink>
          <Link to={paths.home}>{page.goHome}</Link>
        </>
      }
    >
      <PageMeta title={page.notFoundHeading} description={page.notFoundDetail} />
    </ErrorScreen>
  )
}
