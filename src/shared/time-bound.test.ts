import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TimedOut, withinTime } from './time-bound'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('withinTime', () => {
  it('answers what the call answers within its bound', async () => {
    const call = new Promise((resolve) => setTimeout(() => resolve('page'), 14_000))
    const bounded = withinTime(call, 15_000, 'Reading the list')
    await vi.advanceTimersByTimeAsync(14_000)
    await expect(bounded).resolves.toBe('page')
  })

  it('gives up at the bound with TimedOut, and a late answer changes nothing', async () => {
    let answer: (value: string) => void = () => {}
    const bounded = withinTime(new Promise<string>((resolve) => (answer = resolve)), 15_000, 'Reading the list')
    const outcome = bounded.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    )
    await vi.advanceTimersByTimeAsync(15_000)
    answer('late page')
    const settled = await outcome
    expect(settled).toEqual({ error: expect.any(TimedOut) })
    expect((settled as { error: Error }).error.message).toBe('Reading the list took longer than 15 s')
  })
})
