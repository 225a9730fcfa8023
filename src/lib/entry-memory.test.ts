import { afterEach, describe, expect, it } from 'vitest'
import { entryMemory } from './entry-memory'

// jsdom has no navigation timing: the page's says how it was loaded.
const loadedBy = (type: NavigationTimingType) =>
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (kind: string) => (kind === 'navigation' ? [{ type }] : []),
  })

afterEach(() => {
  Reflect.deleteProperty(performance, 'getEntriesByType')
  sessionStorage.clear()
})

describe('what entries of the history keep', () => {
  it('is written as the page is left, and read back by the page reloaded, or loaded by Back or Forward', () => {
    loadedBy('navigate')
    const left = entryMemory<number>('scroll-test')
    left.set('k1', 1800)
    window.dispatchEvent(new Event('pagehide'))
    for (const type of ['reload', 'back_forward'] as const) {
      loadedBy(type)
      expect(entryMemory<number>('scroll-test').get('k1')).toBe(1800)
    }
  })

  it('starts empty on a new visit in the same tab: its first entry may have the id of an earlier one', () => {
    sessionStorage.setItem('maple-pathways:entries:scroll-test', JSON.stringify([['default /jobs', 1800]]))
    loadedBy('navigate')
    expect(entryMemory<number>('scroll-test').size).toBe(0)
  })

  it('starts empty when what was stored cannot be read', () => {
    sessionStorage.setItem('maple-pathways:entries:scroll-test', '{not json')
    loadedBy('reload')
    expect(entryMemory<number>('scroll-test').size).toBe(0)
  })
})
