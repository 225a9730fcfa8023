import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdHistoryEntry } from './modal-history'

const mark = () => (window.history.state as { modal?: string } | null)?.modal
/** Until the history's asynchronous traversals (back) have landed. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))
/** The entry's mark, once a traversal under way has landed (it may take longer on a busy machine). */
const markBecomes = (expected: string | undefined) => vi.waitFor(() => expect(mark()).toBe(expected))

afterEach(settle)

/** The modal closes another way than Back: its entry goes. */
async function expectEntryGoneAfter(release: () => void) {
  release()
  await markBecomes(undefined)
}

describe('the history entry of an open modal', () => {
  it('is added on opening, and goes when the modal closes another way than Back', async () => {
    const release = holdHistoryEntry('a', () => {})
    expect(mark()).toBe('a')
    await expectEntryGoneAfter(release)
  })

  it('Back closes the modal', async () => {
    const close = vi.fn()
    const release = holdHistoryEntry('a', close)
    window.history.back()
    await vi.waitFor(() => expect(close).toHaveBeenCalledOnce())
    await expectEntryGoneAfter(release)
  })

  it('is handed over when one modal closes as the next opens: the next stays open', async () => {
    const closeB = vi.fn()
    holdHistoryEntry('a', () => {})()
    const releaseB = holdHistoryEntry('b', closeB)
    await settle()
    expect(closeB).not.toHaveBeenCalled()
    expect(mark()).toBe('b')
    // One entry for both: one back takes it away.
    await expectEntryGoneAfter(releaseB)
  })

  it('a modal opened while a back is under way gets its entry once it has landed, and stays open', async () => {
    const closeB = vi.fn()
    holdHistoryEntry('a', () => {})()
    // The closed modal's back starts...
    await new Promise((resolve) => setTimeout(resolve, 0))
    // ...and the next modal opens before it lands.
    const releaseB = holdHistoryEntry('b', closeB)
    await markBecomes('b')
    await settle()
    expect(closeB).not.toHaveBeenCalled()
    expect(mark()).toBe('b')
    await expectEntryGoneAfter(releaseB)
  })
})
