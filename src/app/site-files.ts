// Build time: sitemap.xml and robots.txt, for search engines. The sitemap lists every page, every
// post visible on the live site's host and every public job, each with its last change.
import { paths } from '../config/paths'
import { absoluteUrl } from '../config/site-url'
import { readableDate } from '../lib/locale-free'
import type { BlogPost, Job } from '../shared/models'

/** The pages of their own (not /home, whose canonical address is /; not the redirects). */
const PAGES = [
  paths.home,
  paths.about,
  paths.services,
  paths.contact,
  paths.accessibility,
  paths.news,
  paths.jobs,
] as const

interface Entry {
  path: string
  lastmod?: string
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`)

/** The latest of the records' last changes, for the list page that shows them. */
function latest(records: readonly { $updatedAt: string }[]): string | undefined {
  let newest: Date | undefined
  for (const record of records) {
    const date = readableDate(record.$updatedAt)
    if (date && (!newest || date > newest)) newest = date
  }
  return newest?.toISOString()
}

const lastmodOf = (record: { $updatedAt: string }) =>
  readableDate(record.$updatedAt) ? new Date(record.$updatedAt).toISOString() : undefined

export function sitemapXml(content: { posts: readonly BlogPost[]; jobs: readonly Job[] } | undefined): string {
  const entries: Entry[] = PAGES.map((path) => ({
    path,
    lastmod:
      path === paths.news && content
        ? latest(content.posts)
        : path === paths.jobs && content
          ? latest(content.jobs)
          : undefined,
  }))
  for (const post of content?.posts ?? []) entries.push({ path: paths.newsPost(post.$id), lastmod: lastmodOf(post) })
  for (const job of content?.jobs ?? []) entries.push({ path: paths.job(job.$id), lastmod: lastmodOf(job) })
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export const robotsTxt = (): string => `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`

export const siteFiles = (content: Parameters<typeof sitemapXml>[0]) => ({
  sitemap: sitemapXml(content),
  robots: robotsTxt(),
})
