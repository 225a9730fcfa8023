import { describe, expect, it } from 'vitest'
import type { BlogPost, Job } from '../shared/models'
import { sitemapXml } from './site-files'

// The seed's records were created and last changed at the same moment; these were changed later.
const post = {
  $id: 'post-edited',
  $createdAt: '2026-01-05T10:00:00.000+00:00',
  $updatedAt: '2026-03-02T08:30:00.000+00:00',
  title: 'Edited',
} as unknown as BlogPost
const job = {
  $id: 'job-edited',
  $createdAt: '2026-02-01T00:00:00.000+00:00',
  $updatedAt: '2026-04-10T12:00:00.000+00:00',
  title: 'Welder',
  isAcceptingApplications: true,
  applicationDeadline: '2026-06-30T12:00:00.000+00:00',
} as unknown as Job

/** The <lastmod> of the entry whose address ends with `path`, in English. */
const lastmodOf = (sitemap: string, path: string) =>
  new RegExp(`<loc>[^<]*://[^/<]+${path}</loc><lastmod>([^<]*)</lastmod>`).exec(sitemap)?.[1]

describe('sitemap.xml', () => {
  it("gives each post and job its last change ($updatedAt) as lastmod, and each list its newest record's", () => {
    const sitemap = sitemapXml({ posts: { en: [post], fr: [] }, jobs: { en: [job], fr: [job] } }, '2026-05-01')
    expect(lastmodOf(sitemap, '/news/post-edited')).toBe('2026-03-02T08:30:00.000Z')
    expect(lastmodOf(sitemap, '/jobs/job-edited')).toBe('2026-04-10T12:00:00.000Z')
    expect(lastmodOf(sitemap, '/news')).toBe('2026-03-02T08:30:00.000Z')
    expect(lastmodOf(sitemap, '/jobs')).toBe('2026-04-10T12:00:00.000Z')
  })

  it("lists a job while it takes applications: up to its deadline's day, never once closed by its owner", () => {
    const content = (...jobs: Job[]) => ({ posts: { en: [], fr: [] }, jobs: { en: jobs, fr: jobs } })
    const listed = (sitemap: string) => sitemap.includes('/jobs/job-edited</loc>')
    expect(listed(sitemapXml(content(job), '2026-06-30'))).toBe(true)
    expect(listed(sitemapXml(content(job), '2026-07-01'))).toBe(false)
    expect(listed(sitemapXml(content({ ...job, isAcceptingApplications: false }), '2026-05-01'))).toBe(false)
    // The board's own entry stays, with its newest change.
    expect(lastmodOf(sitemapXml(content(job), '2026-07-01'), '/jobs')).toBe('2026-04-10T12:00:00.000Z')
  })
})
