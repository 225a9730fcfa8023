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

  it('lists a job while it takes applications, and for 30 days after it closes, at the moment it closed', () => {
    const content = (...jobs: Job[]) => ({ posts: { en: [], fr: [] }, jobs: { en: jobs, fr: jobs } })
    const entry = (sitemap: string) =>
      sitemap.includes('/jobs/job-edited</loc>') ? lastmodOf(sitemap, '/jobs/job-edited') : 'unlisted'
    expect(entry(sitemapXml(content(job), '2026-06-30'))).toBe('2026-04-10T12:00:00.000Z')
    // Its deadline's day over in Toronto (23:59:59 EDT), its page says it is closed and carries no JobPosting.
    expect(entry(sitemapXml(content(job), '2026-07-01'))).toBe('2026-07-01T03:59:59.000Z')
    expect(entry(sitemapXml(content(job), '2026-07-31'))).toBe('2026-07-01T03:59:59.000Z')
    expect(entry(sitemapXml(content(job), '2026-08-01'))).toBe('unlisted')
    // Closed by its owner: the edit that closed it.
    const closed = { ...job, isAcceptingApplications: false }
    expect(entry(sitemapXml(content(closed), '2026-05-01'))).toBe('2026-04-10T12:00:00.000Z')
    expect(entry(sitemapXml(content(closed), '2026-05-11'))).toBe('unlisted')
    // The board shows the job as closed from then, too.
    expect(lastmodOf(sitemapXml(content(job), '2026-07-01'), '/jobs')).toBe('2026-07-01T03:59:59.000Z')
    expect(lastmodOf(sitemapXml(content(closed), '2026-07-01'), '/jobs')).toBe('2026-04-10T12:00:00.000Z')
  })

  it('leaves out a record whose id cannot be a built page (its address answers 404 until then)', () => {
    const dotted = { ...job, $id: 'job.2026' }
    const sitemap = sitemapXml(
      { posts: { en: [{ ...post, $id: 'post.1' }], fr: [] }, jobs: { en: [dotted], fr: [dotted] } },
      '2026-05-01',
    )
    expect(sitemap).not.toContain('job.2026')
    expect(sitemap).not.toContain('post.1')
    expect(sitemap).toContain('/jobs</loc>')
  })
})
