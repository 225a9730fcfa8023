import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenLoadedAndIdle } from './when-idle'

const readyState = (state: DocumentReadyState) => vi.spyOn(document, 'readyState', 'get').mockReturnValue(state)

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('whenLoadedAndIdle', () => {
  it('waits for the page to load, however long its idle timeout, then for a quiet moment', () => {
    vi.useFakeTimers()
    readyState('loading')
    const work = vi.fn()
    whenLoadedAndIdle(work, 100)
    vi.advanceTimersByTime(5_000)
    expect(work).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(5_000)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('runs in the next quiet moment on a page already loaded, and not at all once cancelled', () => {
    vi.useFakeTimers()
    readyState('complete')
    const work = vi.fn()
    whenLoadedAndIdle(work)()
    const kept = vi.fn()
    whenLoadedAndIdle(kept)
    vi.advanceTimersByTime(5_000)
    expect(work).not.toHaveBeenCalled()
    expect(kept).toHaveBeenCalledTimes(1)
  })
})
