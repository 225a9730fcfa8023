import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { ListChanges } from './list-changes'
import { useListPage } from './use-list-page'

type Item = { $id: string }
const items = (from: number, to: number): Item[] =>
  Array.from({ length: to - from }, (_, i) => ({ $id: `${from + i}` }))
const inRouter = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>
/** A job added at the top of a board of 30, held back. */
const oneNewAbove: ListChanges<Item> = {
  items: [{ $id: 'new' }, ...items(0, 30)],
  newIds: new Set(['new']),
  othersChanged: false,
  roomForKept: 1,
}
const options = { view: '', plain: true, perBatch: 10, listPath: '/jobs', builtFrom: 0, showWaiting: () => undefined }

describe('useListPage', () => {
  it('draws a numbered page from its first item, and links the page after the batches shown', () => {
    const { result } = renderHook(
      () => useListPage(items(0, 30), { ...options, page: 2, builtLength: undefined, waiting: undefined }),
      { wrapper: inRouter },
    )
    expect(result.current.shown.map((item) => item.$id)).toEqual(items(10, 20).map((item) => item.$id))
    expect(result.current.listStart).toBe(10)
    expect(result.current.nextPage).toBe('/jobs/page/3')
    act(() => result.current.showMore())
    expect(result.current.shown).toHaveLength(20)
    expect(result.current.nextPage).toBe('/jobs/page/4')
  })

  it('a search or filter starts at the top, with no page to link', () => {
    const { result } = renderHook(
      () =>
        useListPage(items(0, 30), {
          ...options,
          view: 'q',
          plain: false,
          page: 2,
          builtLength: undefined,
          waiting: undefined,
        }),
      { wrapper: inRouter },
    )
    expect(result.current.shown[0]?.$id).toBe('0')
    expect(result.current.nextPage).toBeUndefined()
  })

  it("says items new above a numbered page as an update (they are not its own); on the list's own page they are counted", () => {
    const onPage = (page: number) =>
      renderHook(() => useListPage(items(0, 30), { ...options, page, builtLength: undefined, waiting: oneNewAbove }), {
        wrapper: inRouter,
      }).result.current.waiting
    expect(onPage(2)).toMatchObject({ newIds: new Set(), othersChanged: true, roomForKept: 0 })
    expect(onPage(1)).toBe(oneNewAbove)
  })

  it("Show more on a numbered page's built batch asks for the newest list: the batch alone holds no more", () => {
    const showWaiting = vi.fn()
    const { result } = renderHook(
      () =>
        useListPage(items(10, 20), {
          ...options,
          page: 2,
          builtFrom: 10,
          builtLength: 30,
          waiting: undefined,
          showWaiting,
        }),
      { wrapper: inRouter },
    )
    expect(result.current.shown).toHaveLength(10)
    expect(result.current.hasMore).toBe(true)
    act(() => result.current.showMore())
    expect(showWaiting).toHaveBeenCalledOnce()
    expect(result.current.awaitingMore).toBe(true)
  })
})
