import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { useSettled } from './status-region'

afterEach(() => vi.useRealTimers())

it('gives a value once it has stopped changing, nothing meanwhile, and never an earlier value for a later one', () => {
  vi.useFakeTimers()
  const { result, rerender } = renderHook(({ value }) => useSettled(value, 700), { initialProps: { value: '' } })
  rerender({ value: '2 posts found' })
  expect(result.current).toBe('')
  act(() => vi.advanceTimersByTime(700))
  expect(result.current).toBe('2 posts found')
  // Typed on: nothing until the typing pauses, and not the count before.
  rerender({ value: '' })
  rerender({ value: '1 post found' })
  act(() => vi.advanceTimersByTime(300))
  expect(result.current).toBe('')
  act(() => vi.advanceTimersByTime(400))
  expect(result.current).toBe('1 post found')
})
