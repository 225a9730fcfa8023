import { afterEach, describe, expect, it } from 'vitest'
import { BUILT_DATA_ELEMENT_ID, builtList, builtListTotal, provideBuiltData } from './built-data'

/** As on a page just opened: its data not read yet (undefined), nor released. */
const freshPage = () => provideBuiltData(undefined as unknown as null)

/** A page built for `path`: one data element, as a page has (a test may open several in turn). */
function builtPage(path: string, lists: Record<string, unknown>, totals?: Record<string, unknown>) {
  freshPage()
  document.getElementById(BUILT_DATA_ELEMENT_ID)?.remove()
  window.history.pushState({}, '', path)
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = BUILT_DATA_ELEMENT_ID
  script.textContent = JSON.stringify({ path, lists, totals })
  document.body.append(script)
}

afterEach(() => {
  document.getElementById(BUILT_DATA_ELEMENT_ID)?.remove()
  window.history.pushState({}, '', '/')
})

describe('builtList', () => {
  it("reads a French news page's posts, which the build names 'blog', as the French list", () => {
    builtPage('/fr/news', { blog: [{ $id: 'news-fr-001' }] })
    expect(builtList('blog-fr')).toEqual([{ $id: 'news-fr-001' }])
  })

  it("reads the build's own element, not one a post's content names the same (it comes first, inside the page)", () => {
    builtPage('/news', { blog: [{ $id: 'news-001' }] })
    const planted = document.createElement('div')
    planted.id = BUILT_DATA_ELEMENT_ID
    planted.hidden = true
    planted.textContent = JSON.stringify({ path: '/news', lists: { blog: [{ $id: 'planted' }] } })
    document.body.prepend(planted)
    try {
      expect(builtList('blog')).toEqual([{ $id: 'news-001' }])
    } finally {
      planted.remove()
    }
  })

  it('gives nothing on another address than the one the page was built for', () => {
    builtPage('/fr/news', { blog: [{ $id: 'news-fr-001' }] })
    window.history.pushState({}, '', '/fr/jobs')
    expect(builtList('blog-fr')).toBeUndefined()
  })
})

describe('builtListTotal', () => {
  it("gives the whole list's length at build time, for a page that holds its first part", () => {
    builtPage('/jobs', { jobs: [{ $id: 'job-001' }] }, { jobs: 131 })
    expect(builtListTotal('jobs')).toBe(131)
  })

  it("reads a French news page's total, named 'blog' by the build, as the French list's", () => {
    builtPage('/fr/news', { blog: [{ $id: 'news-fr-001' }] }, { blog: 60 })
    expect(builtListTotal('blog-fr')).toBe(60)
  })

  it('gives nothing for a page that holds its whole list, for a total that is no count, or on another address', () => {
    builtPage('/news', { blog: [{ $id: 'news-001' }] })
    expect(builtListTotal('blog')).toBeUndefined()
    builtPage('/jobs', { jobs: [] }, { jobs: '131' })
    expect(builtListTotal('jobs')).toBeUndefined()
    builtPage('/jobs', { jobs: [] }, { jobs: 131 })
    window.history.pushState({}, '', '/news')
    expect(builtListTotal('jobs')).toBeUndefined()
  })
})
