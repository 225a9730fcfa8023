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
  it('filters isPublic = true in the backend query, newest first, and reads every page', async () => {
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
      expect((params as unknown as { queries: string[] }).queries).toContain(Query.orderDesc('$createdAt'))
    }
    expect((spy.mock.calls[2]?.[0] as unknown as { queries: string[] }).queries).toContain(Query.cursorAfter('j125'))
  })

  describe('language: every language on the board, the asked one first', () => {
    const inLanguage = (n: number, language?: Job['language']) => ({ ...job(n), language })
    // The backend's order: French and English mixed, some English without a language.
    const backendOrder = [
      inLanguage(1, 'en'),
      inLanguage(2, 'fr'),
      inLanguage(3),
      inLanguage(4, 'fr'),
      inLanguage(5, null),
      inLanguage(6, 'en'),
    ]
    const ids = (jobs: Job[]) => jobs.map((j) => j.$id)

    it("orders English first by default, jobs without a language counting as English, each group in the backend's order", async () => {
      vi.spyOn(databases, 'listDocuments').mockResolvedValueOnce({ total: 6, documents: backendOrder })
      expect(ids(await listPublicJobs())).toEqual(['j1', 'j3', 'j5', 'j6', 'j2', 'j4'])
    })

    it('orders French first for the French board, keeping every English job after them', async () => {
      vi.spyOn(databases, 'listDocuments').mockResolvedValueOnce({ total: 6, documents: backendOrder })
      expect(ids(await listPublicJobs({ language: 'fr' }))).toEqual(['j2', 'j4', 'j1', 'j3', 'j5', 'j6'])
    })

    it('asks the backend for public jobs only (newest first), with no language query: the board can show all', async () => {
      const spy = vi.spyOn(databases, 'listDocuments').mockResolvedValueOnce({ total: 6, documents: backendOrder })
      await listPublicJobs({ language: 'fr' })
      const { queries } = spy.mock.calls[0]![0] as unknown as { queries: string[] }
      expect(queries.filter((query) => !/"method":"limit"/.test(query))).toEqual([
        Query.equal('isPublic', true),
        Query.orderDesc('$createdAt'),
      ])
    })

    it('keeps the order on every page, so the first cards are already in the language asked', async () => {
      // Page 1: odd numbers English (no language), even numbers French; page 2: one of each.
      const firstPage = Array.from({ length: 25 }, (_, i) => inLanguage(i + 1, (i + 1) % 2 ? undefined : 'fr'))
      vi.spyOn(databases, 'listDocuments')
        .mockResolvedValueOnce({ total: 27, documents: firstPage })
        .mockResolvedValueOnce({ total: 27, documents: [inLanguage(26, 'fr'), inLanguage(27)] })
      const pages: string[][] = []
      const jobs = await listPublicJobs({ language: 'fr', onPage: (soFar) => pages.push(ids(soFar)) })
      const numbered = (from: number, to: number) =>
        Array.from({ length: (to - from) / 2 + 1 }, (_, i) => `j${from + 2 * i}`)
      expect(pages).toEqual([
        [...numbered(2, 24), ...numbered(1, 25)],
        [...numbered(2, 26), ...numbered(1, 27)],
      ])
      expect(ids(jobs)).toEqual(pages[1])
    })

    it("leaves today's board as it was when the French jobs come after the English ones", async () => {
      const today = [inLanguage(1), inLanguage(2, 'en'), inLanguage(3), inLanguage(4, 'fr'), inLanguage(5, 'fr')]
      vi.spyOn(databases, 'listDocuments').mockResolvedValueOnce({ total: 5, documents: today })
      expect(ids(await listPublicJobs())).toEqual(['j1', 'j2', 'j3', 'j4', 'j5'])
    })
  })

  it("reads a place typed with stray spaces as the place (one 'Toronto' in the dropdown, found by its filter, translated)", async () => {
    vi.spyOn(databases, 'listDocuments').mockResolvedValueOnce({
      total: 3,
      documents: [
        { ...job(1), location: 'Toronto ', province: ' Ontario' },
        { ...job(2), location: 'Thunder  Bay', province: 'Ontario\n' },
        job(3),
      ],
    })
    const jobs = await listPublicJobs()
    expect(jobs.map(({ location, province }) => `${location}|${province}`)).toEqual([
      'Toronto|Ontario',
      'Thunder Bay|Ontario',
      'Regina|Saskatchewan',
    ])
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
