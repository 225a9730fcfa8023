import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { handOverHtmlMeta, PageMeta } from './page-meta'

const headTitles = () => [...document.head.querySelectorAll('title')].map((title) => title.textContent)
const headDescriptions = () =>
  [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'))

afterEach(() => {
  cleanup()
  document.head.replaceChildren()
})

describe('PageMeta', () => {
  it("replaces the HTML's title and description once handed over: one of each, the screen's", () => {
    document.head.innerHTML = '<title>Site default</title><meta name="description" content="Default words">'
    handOverHtmlMeta()
    // Until a screen's own are drawn, the HTML's stay: a tab is never without a title.
    expect(headTitles()).toEqual(['Site default'])
    render(<PageMeta title="About Us" description="Meet the team" />)
    expect(headTitles()).toEqual(['About Us | Maple Pathways Immigration'])
    expect(headDescriptions()).toEqual(['Meet the team'])
  })

  it('leaves head tags alone when nothing was handed over (a hydrated page owns its own)', () => {
    document.head.innerHTML = '<meta name="description" content="Not React\'s">'
    render(<PageMeta title="Services" description="What we do" />)
    expect(headDescriptions()).toEqual(["Not React's", 'What we do'])
  })
})
