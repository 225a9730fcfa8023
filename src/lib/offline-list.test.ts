import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Job } from '../shared/models'
import { closeOfflineDb } from '../shared/offline-db'
import { isNetworkFailure } from './network-failure'
import { readSavedList, rememberList } from './offline-list'

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

  it('tells a missing connection from a server refusal', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true)
    expect(isNetworkFailure({ code: 0, message: 'Failed to fetch' })).toBe(true)
    expect(isNetworkFailure({ code: 500, message: 'Server Error' })).toBe(false)
    expect(isNetworkFailure({ code: 404, message: 'Collection not found' })).toBe(false)
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    expect(isNetworkFailure({ code: 500, message: 'Server Error' })).toBe(true)
  })
})
