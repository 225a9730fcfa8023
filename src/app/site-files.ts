// Build time: the files beside the pages. sitemap.xml and robots.txt, for search engines, and each
// language's news and jobs feeds (news-feed.ts, job-feed.ts). The sitemap lists every page, each
// service's included, in both languages (English where it has always been, French under /fr), each
// with its last change and, as Google reads them, its alternates: the page in English, in French, and
// English as the default. Every post visible on the live site's host and every job taking
// applications is listed once, at its page in its own language: its copy in the other language's
// frame names that page as canonical (PageMeta's writtenIn). A closed job keeps its page (an old
// link still finds it), listed 30 days more so search engines read it again (jobLastmod).
import { paths } from '../config/paths'
import { absoluteUrl } from '../config/site-url'
import { services } from '../features/services/services-content'
import { recordLanguage } from '../shared/content-language'
import { HREFLANGS, LOCALES, pathIn, type Locale } from '../shared/locales'
import type { BlogPost, Job } from '../shared/models'
import { endOfOfficeDay } from '../shared/office-day'
import { BUILDABLE_ID } from '../shared/site-addresses'
import { takesApplications } from '../shared/taking-applications'
import { jobsFeedXml } from './job-feed'
import { newsFeedXml } from './news-feed'
import { escapeXml, latestDate, xmlDate } from './xml'

/** The pages of their own (not /home, whose canonical address is /; not the redirects). */
const PAGES = [
  paths.home,
  paths.about,
  paths.services,
  ...services.map((service) => paths.service(service.id)),
  paths.contact,
  paths.accessibility,
  paths.news,
  paths.jobs,
] as const

interface Entry {
  path: string
  lastmod?: string
  /** A post's or job's own language: its only page in the sitemap. */
  writtenIn?: Locale
}

const lastmodOf = (record: { $updatedAt: string }) => xmlDate(record.$updatedAt)

/** The latest of the records' last changes, for the list page that shows them. */
const latest = (records: readonly { $updatedAt: string }[]) => latestDate(records.map(lastmodOf))

/**
 * When a job's page last changed: its last edit, or the end of its deadline's day when that closed it
 * (the page then says it takes no applications, and carries no JobPosting).
 */
function jobLastmod(job: Job, builtOn: string): string | undefined {
  const deadline = job.applicationDeadline
  const deadlinePassed = deadline && job.isAcceptingApplications === true && !takesApplications(job, builtOn)
  return latestDate([lastmodOf(job), deadlinePassed ? xmlDate(endOfOfficeDay(new Date(deadline))) : undefined])
}

/**
 * How long a closed job stays listed: the lastmod of its closing asks search engines to read its page
 * again and find its JobPosting gone, which Google asks of an expired job. Dropped at once, its last
 * reading (open) would stand until their next visit.
 */
const CLOSED_JOB_LISTED_DAYS = 30

/** What the build read from the backend (src/app/prerender.tsx's PublicContent). */
export interface SitemapContent {
  /** Each language's visible posts. */
  posts: Record<Locale, readonly BlogPost[]>
  /** Each language's job board: every public job, that language's first. */
  jobs: Record<Locale, readonly Job[]>
}

/**
 * The page at `path` in both languages, and English for a reader of neither (x-default); a record's
 * page in its own language only, for every reader.
 */
function alternates(path: string, writtenIn: Locale | undefined): string {
  const links = writtenIn
    ? [...HREFLANGS[writtenIn], 'x-default'].map((hreflang) => [hreflang, pathIn(writtenIn, path)] as const)
    : [
        ...LOCALES.flatMap((locale) => HREFLANGS[locale].map((hreflang) => [hreflang, pathIn(locale, path)] as const)),
        ['x-default', path] as const,
      ]
  return links
    .map(
      ([hreflang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(href))}"/>`,
    )
    .join('')
}

/** `builtOn`: the office's day of the build, which says which jobs still take applications. */
export function sitemapXml(content: SitemapContent | undefined, builtOn: string): string {
  const urls: string[] = []
  for (const locale of LOCALES) {
    const entries: Entry[] = PAGES.map((path) => ({
      path,
      lastmod:
        path === paths.news && content
          ? latest(content.posts[locale])
          : path === paths.jobs && content
            ? latestDate(content.jobs[locale].map((job) => jobLastmod(job, builtOn)))
            : undefined,
    }))
    const closedListedFrom = new Date(Date.parse(builtOn) - CLOSED_JOB_LISTED_DAYS * 86_400_000).toISOString()
    const ownRecords = <T extends { $id: string; language?: Locale | null }>(records: readonly T[] = []) =>
      records.filter((record) => recordLanguage(record) === locale && BUILDABLE_ID.test(record.$id))
    for (const post of ownRecords(content?.posts[locale]))
      entries.push({ path: paths.newsPost(post.$id), lastmod: lastmodOf(post), writtenIn: locale })
    for (const job of ownRecords(content?.jobs[locale])) {
      const lastmod = jobLastmod(job, builtOn)
      if (takesApplications(job, builtOn) || (lastmod && lastmod >= closedListedFrom))
        entries.push({ path: paths.job(job.$id), lastmod, writtenIn: locale })
    }
    for (const { path, lastmod, writtenIn } of entries)
      urls.push(
        `  <url><loc>${escapeXml(absoluteUrl(pathIn(locale, path)))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates(path, writtenIn)}</url>`,
      )
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export const robotsTxt = (): string => `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`

/**
 * The build's files beside its pages, by their path in the build folder: the sitemap, robots.txt and
 * each language's news and jobs feeds. `builtAt`: the build's time (its day, `builtOn`, at the office).
 */
export function siteFiles(content: SitemapContent | undefined, builtOn: string, builtAt: Date): Record<string, string> {
  return {
    'sitemap.xml': sitemapXml(content, builtOn),
    'robots.txt': robotsTxt(),
    // A build that could not read the backend still writes valid feeds (the pages' head links to them), empty.
    ...Object.fromEntries(
      LOCALES.flatMap((locale) => [
        [pathIn(locale, paths.newsFeed).slice(1), newsFeedXml(content?.posts[locale] ?? [], locale, builtAt)],
        [pathIn(locale, paths.jobsFeed).slice(1), jobsFeedXml(content?.jobs[locale] ?? [], locale, builtOn, builtAt)],
      ]),
    ),
  }
}
