import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Job } from '../shared/models'
import { closeOfflineDb } from '../shared/offline-db'
import { isNetworkFailure } from './network-failure'
import { readSavedList, rememberList, savedAtParts } from './offline-list'

beforeEach(async () => {
  await closeOfflineDb()
  globalThis.indexedDB = new IDBFactory()
})

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
})

describe('offline lists', () => {
  it('reads back the list last remembered, with its time', async () => {
    const jobs = [{ $id: 'j1', title: 'Electrician' }] as Job[]
    const before = Date.now()
    rememberList('jobs', jobs)
    await expect.poll(() => readSavedList('jobs')).toBeDefined()
    const saved = await readSavedList('jobs')
    expect(saved?.items).toEqual(jobs)
    expect(saved?.savedAt).toBeGreaterThanOrEqual(before)
  })

  it('gives the saved time as "22 Nov 2026" and "14:05", for the list\'s words to say', () => {
    expect(savedAtParts(new Date(2026, 10, 22, 14, 5).getTime())).toEqual(['22 Nov 2026', '14:05'])
    expect(savedAtParts(new Date(2027, 0, 3, 9, 0).getTime())).toEqual(['3 Jan 2027', '09:00'])
  })

  it("gives it as Canadian French writes it on a French page, its months as Intl's fr-CA abbreviates them", () => {
    expect(savedAtParts(new Date(2026, 10, 22, 14, 5).getTime(), 'fr')).toEqual(['22 nov. 2026', '14\u00a0h\u00a005'])
    expect(savedAtParts(new Date(2027, 4, 1, 9, 0).getTime(), 'fr')).toEqual(['1er mai 2027', '9\u00a0h'])
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, 15, 8, 30)
      const intl = date.toLocaleDateString('fr-CA', { day: 'numeric', month: 'short', year: 'numeric' })
      expect(savedAtParts(date.getTime(), 'fr')).toEqual([intl, '8\u00a0h\u00a030'])
    }
  })

  it('tells a missing connection from a server refusal', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true)
    expect(isNetworkFailure({ code: 0, message: 'Failed to fetch' })).toBe(true)
    expect(isNetworkFailure({ code: 500, message: 'Server Error' })).toBe(false)
    expect(isNetworkFailure({ code: 404, message: 'Collection not found' })).toBe(false)
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    expect(isNetworkFailure({ code: 500, message: 'Server Error' })).toBe(true)
  })
})
