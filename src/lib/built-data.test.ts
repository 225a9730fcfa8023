import { afterEach, describe, expect, it } from 'vitest'
import { BUILT_DATA_ELEMENT_ID, builtList, provideBuiltData } from './built-data'

/** As on a page just opened: its data not read yet (undefined), nor released. */
const freshPage = () => provideBuiltData(undefined as unknown as null)

function builtPage(path: string, lists: Record<string, unknown>) {
  freshPage()
  window.history.pushState({}, '', path)
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = BUILT_DATA_ELEMENT_ID
  script.textContent = JSON.stringify({ path, lists })
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

  it('gives nothing on another address than the one the page was built for', () => {
    builtPage('/fr/news', { blog: [{ $id: 'news-fr-001' }] })
    window.history.pushState({}, '', '/fr/jobs')
    expect(builtList('blog-fr')).toBeUndefined()
  })
})
