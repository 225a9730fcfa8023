import { Query } from 'appwrite'
import { describe, expect, it, vi } from 'vitest'
import { env } from '../../../config/env'
import { databases } from '../../../lib/appwrite'
import type { Job } from '../../../shared/models'
import { listPublicJobs } from './list-public-jobs'

const job = (n: number) =>
  ({
    $id: `j${n}`,
    title: `Job ${n}`,
    description: 'd',
    trade: 'Welding',
    location: 'Regina',
    province: 'Saskatchewan',
    isAcceptingApplications: true,
    isPublic: true,
  }) as Job

describe('listPublicJobs (API call 2: the public jobs)', () => {
  it('filters isPublic = true in the backend query and reads every page', async () => {
    const spy = vi
      .spyOn(databases, 'listDocuments')
      .mockResolvedValueOnce({ total: 130, documents: Array.from({ length: 25 }, (_, i) => job(i + 1)) })
      .mockResolvedValueOnce({ total: 130, documents: Array.from({ length: 100 }, (_, i) => job(i + 26)) })
      .mockResolvedValueOnce({ total: 130, documents: Array.from({ length: 5 }, (_, i) => job(i + 126)) })
    const jobs = await listPublicJobs()

    expect(jobs).toHaveLength(130)
    expect(spy).toHaveBeenCalledTimes(3)
    for (const [params] of spy.mock.calls) {
      expect(params).toMatchObject({ databaseId: env.databaseId, collectionId: env.jobsCollectionId })
      expect((params as unknown as { queries: string[] }).queries).toContain(Query.equal('isPublic', true))
    }
    expect((spy.mock.calls[2]?.[0] as unknown as { queries: string[] }).queries).toContain(Query.cursorAfter('j125'))
  })

  it('skips a job missing a required field (no province, no flag) with one warning each; the board keeps the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(databases, 'listDocuments').mockResolvedValueOnce({
      total: 3,
      documents: [job(1), { ...job(2), province: '' }, { ...job(3), isAcceptingApplications: null } as unknown as Job],
    })
    expect((await listPublicJobs()).map((j) => j.$id)).toEqual(['j1'])
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0]![0]).toBe('Skipped job "j2": its province is missing or not valid.')
  })
})
