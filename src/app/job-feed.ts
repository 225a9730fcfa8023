// Build time: each language's open jobs as an Atom feed (/jobs/feed.xml, /fr/jobs/feed.xml), for job
// seekers who follow the board in a feed reader (or a community channel that posts a feed's entries),
// and the aggregators that take one. Every job taking applications on the build's day, newest first,
// each with the details its page gives, as its page shows them, and its page as its address.
import { paths } from '../config/paths'
import { absoluteUrl } from '../config/site-url'
import { site as englishSite } from '../content/site'
import { site as frenchSite } from '../content/site.fr'
import { detailValues, employerOf } from '../features/jobs/job-rules'
import { jobsContent as englishJobs } from '../features/jobs/jobs-content'
import { jobsContent as frenchJobs } from '../features/jobs/jobs-content.fr'
import { toPlainText } from '../lib/sanitize'
import { firstSentences } from '../lib/summary'
import { paragraphsOf } from '../lib/text-html'
import { recordLanguage } from '../shared/content-language'
import { pathIn, type Locale } from '../shared/locales'
import type { Job } from '../shared/models'
import { takesApplications } from '../shared/taking-applications'
import { atomFeedXml, type AtomEntry } from './atom'
import { escapeXml, xmlDate } from './xml'

const WORDS = {
  en: { title: englishSite.jobsFeedTitle, jobs: englishJobs, labelEnd: ':' },
  // French sets a no-break space before the colon.
  fr: { title: frenchSite.jobsFeedTitle, jobs: frenchJobs, labelEnd: '\u00a0:' },
} as const satisfies Record<Locale, unknown>

function entryOf(job: Job, locale: Locale, builtAt: Date): AtomEntry {
  const { jobs, labelEnd } = WORDS[locale]
  const { details } = jobs
  const path = paths.job(job.$id)
  // The title as its page's <title> has it; the rest as its page shows it: the owner's text, as text.
  const title = toPlainText(job.title)
  const { place, salary, deadline } = detailValues(job, locale, details, jobs.placeNames)
  const trade = job.trade?.trim() ?? ''
  const description = job.description?.trim() ?? ''
  const published = xmlDate(job.$createdAt)
  const employer = employerOf(job)
  const rows: [label: string, value: string][] = [
    [details.location, place],
    [details.industry, trade],
    ...(employer ? [[details.employer, employer] as [string, string]] : []),
    [details.salary, salary],
    [details.deadline, deadline],
  ]
  const html = [
    paragraphsOf(description),
    `<ul>${rows.map(([label, value]) => `<li><strong>${escapeXml(label)}${labelEnd}</strong> ${escapeXml(value)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeXml(absoluteUrl(pathIn(locale, path)))}">${escapeXml(jobs.apply)}</a></p>`,
  ].join('')
  return {
    // With its place, as its page's <title>: a board often has the same title in several cities.
    title: place ? `${title} – ${toPlainText(place)}` : title,
    path,
    published,
    updated: xmlDate(job.$updatedAt) ?? published ?? builtAt.toISOString(),
    category: trade || undefined,
    summary: firstSentences(description) || undefined,
    html,
  }
}

/**
 * The feed of `locale`'s jobs that take applications on `builtOn` (the office's day of the build), the
 * newest first. `builtAt` dates what has no date of its own (a feed with no job).
 */
export function jobsFeedXml(jobs: readonly Job[], locale: Locale, builtOn: string, builtAt: Date): string {
  const open = jobs.filter((job) => recordLanguage(job) === locale && takesApplications(job, builtOn))
  // By date whatever the board's order (its language's jobs first, as the backend sorts them today).
  const newestFirst = open
    .map((job) => ({ job, posted: xmlDate(job.$createdAt) ?? '' }))
    .sort((a, b) => (a.posted < b.posted ? 1 : a.posted > b.posted ? -1 : 0))
  return atomFeedXml({
    locale,
    title: WORDS[locale].title,
    subtitle: WORDS[locale].jobs.pageDescription,
    path: paths.jobsFeed,
    pagePath: paths.jobs,
    entries: newestFirst.map(({ job }) => entryOf(job, locale, builtAt)),
    builtAt,
  })
}
