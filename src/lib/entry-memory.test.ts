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

  it("keeps the entries of the pages before a page loaded by a link: Back two pages finds the list's place", () => {
    loadedBy('navigate')
    const news = entryMemory<number>('scroll-test')
    news.set('default /news', 1800)
    news.set('k1', 300)
    window.dispatchEvent(new Event('pagehide'))
    // A link in a post loads /contact: a page of its own, which starts empty and is left in turn.
    loadedBy('navigate')
    const contact = entryMemory<number>('scroll-test')
    contact.set('default /contact', 0)
    window.dispatchEvent(new Event('pagehide'))
    loadedBy('back_forward')
    expect([...entryMemory<number>('scroll-test')]).toEqual([
      ['default /news', 1800],
      ['k1', 300],
      ['default /contact', 0],
    ])
  })

  it('writes back only what this page set: a page loaded by Back leaves newer values of other pages as they are', () => {
    loadedBy('navigate')
    entryMemory<number>('scroll-test').set('k-news', 1800)
    window.dispatchEvent(new Event('pagehide'))
    // Back loads /news again; it holds every entry kept, /contact's too, and scrolls its own.
    loadedBy('back_forward')
    sessionStorage.setItem(
      'maple-pathways:entries:scroll-test:en',
      JSON.stringify([
        ['k-news', 1800],
        ['k-contact', 0],
      ]),
    )
    const news = entryMemory<number>('scroll-test')
    news.set('k-news', 2400)
    // Meanwhile /contact, in another page of the tab (kept by the browser), is scrolled and left.
    sessionStorage.setItem(
      'maple-pathways:entries:scroll-test:en',
      JSON.stringify([
        ['k-news', 1800],
        ['k-contact', 900],
      ]),
    )
    window.dispatchEvent(new Event('pagehide'))
    loadedBy('back_forward')
    const after = entryMemory<number>('scroll-test')
    expect(after.get('k-contact')).toBe(900)
    expect(after.get('k-news')).toBe(2400)
  })

  it("keeps each language's apart: /jobs and /fr/jobs, each a visit's first entry, have the same id", () => {
    loadedBy('navigate')
    entryMemory<number>('scroll-test').set('default /jobs', 1800)
    window.dispatchEvent(new Event('pagehide'))
    // The language switch loads /fr/jobs.
    window.history.replaceState(null, '', '/fr/jobs')
    entryMemory<number>('scroll-test').set('default /jobs', 40)
    window.dispatchEvent(new Event('pagehide'))
    // Back to /jobs.
    window.history.replaceState(null, '', '/jobs')
    loadedBy('back_forward')
    expect(entryMemory<number>('scroll-test').get('default /jobs')).toBe(1800)
  })

  it('starts empty on a new visit in the same tab: its first entry may have the id of an earlier one', () => {
    sessionStorage.setItem('maple-pathways:entries:scroll-test:en', JSON.stringify([['default /jobs', 1800]]))
    loadedBy('navigate')
    expect(entryMemory<number>('scroll-test').size).toBe(0)
  })

  it('starts empty when what was stored cannot be read', () => {
    sessionStorage.setItem('maple-pathways:entries:scroll-test:en', '{not json')
    loadedBy('reload')
    expect(entryMemory<number>('scroll-test').size).toBe(0)
  })
})
