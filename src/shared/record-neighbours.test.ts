import { describe, expect, it } from 'vitest'
import { jobsAfter, jobWithNeighbours, newerAndOlder, postWithNeighbours } from './record-neighbours'

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
    expect(jobsAfter(list, 1)).toEqual(['c', 'd', 'e'])
    expect(jobsAfter(list, 3)).toEqual(['e', 'a', 'b'])
    expect(jobsAfter(['a', 'b'], 0)).toEqual(['b'])
    expect(jobsAfter(['a'], 0)).toEqual([])
    expect(jobsAfter(list, -1)).toEqual([])
  })

  it('are what its built page holds, so the page drawn from that part offers the same jobs', () => {
    for (let index = 0; index < list.length; index++) {
      const part = jobWithNeighbours(list, index)
      expect(part[0]).toBe(list[index])
      expect(jobsAfter(part, 0)).toEqual(jobsAfter(list, index))
    }
  })
})
