import { describe, expect, it } from 'vitest'
import { offeredAfter, jobWithNeighbours, newerAndOlder, postWithNeighbours } from './record-neighbours'
import { openJobsLike } from './taking-applications'
import type { Job } from './models'

const list = ['a', 'b', 'c', 'd', 'e']

describe('a post’s neighbours', () => {
  it('are the newer and the older post either side; the newest has no newer, the oldest no older', () => {
    expect(newerAndOlder(list, 2)).toEqual({ newer: 'b', older: 'd' })
    expect(newerAndOlder(list, 0)).toEqual({ newer: undefined, older: 'b' })
    expect(newerAndOlder(list, 4)).toEqual({ newer: 'd', older: undefined })
    expect(newerAndOlder(list, -1)).toEqual({})
  })

  it('are what its built page holds, so the page drawn from that part links the same posts', () => {
    for (let index = 0; index < list.length; index++) {
      const part = postWithNeighbours(list, index)
      expect(newerAndOlder(part, part.indexOf(list[index]!))).toEqual(newerAndOlder(list, index))
    }
  })
})

describe('the jobs a job’s page offers', () => {
  it('are the next three on the board, going round to its start, never the job itself', () => {
    expect(offeredAfter(list, 1)).toEqual(['c', 'd', 'e'])
    expect(offeredAfter(list, 3)).toEqual(['e', 'a', 'b'])
    expect(offeredAfter(['a', 'b'], 0)).toEqual(['b'])
    expect(offeredAfter(['a'], 0)).toEqual([])
    expect(offeredAfter(list, -1)).toEqual([])
  })

  it('are only those still offered, skipping the others, never more than three', () => {
    const open = (job: string) => !['c', 'e'].includes(job)
    expect(offeredAfter(list, 1, open)).toEqual(['d', 'a'])
    expect(offeredAfter([...list, 'f', 'g'], 0, open)).toEqual(['b', 'd', 'f'])
    expect(offeredAfter(['a', 'c', 'e'], 0, open)).toEqual([])
  })

  it("are open jobs in the job's own language: an English posting near the board's French ones offers English ones", () => {
    const job = (fields: Partial<Job>) => ({ isAcceptingApplications: true, ...fields }) as Job
    const english = (id: string, open = true) => job({ $id: id, language: 'en', isAcceptingApplications: open })
    const french = (id: string) => job({ $id: id, language: 'fr' })
    const board = [english('en-1'), english('en-2', false), english('en-3'), french('fr-1'), french('fr-2')]
    const ids = (index: number) =>
      offeredAfter(board, index, openJobsLike(board[index]!, '2026-11-29')).map((job) => job.$id)
    expect(ids(2)).toEqual(['en-1'])
    expect(ids(3)).toEqual(['fr-2'])
    // A job without a language is English.
    expect(offeredAfter(board, 0, openJobsLike(job({ $id: 'x' }), '2026-11-29')).map((job) => job.$id)).toEqual([
      'en-3',
    ])
  })

  it('are what its built page holds, so the page drawn from that part offers the same jobs', () => {
    const open = (job: string) => job !== 'c'
    for (const offered of [undefined, open])
      for (let index = 0; index < list.length; index++) {
        const part = jobWithNeighbours(list, index, offered)
        expect(part[0]).toBe(list[index])
        expect(offeredAfter(part, 0, offered)).toEqual(offeredAfter(list, index, offered))
      }
  })
})
