import { describe, expect, it } from 'vitest'
import { firstIndexOf, pageCount, pageNumberOf } from './list-batches'
import { listOfPagePath, listPagePath } from './list-page-addresses'

describe("the lists' numbered pages", () => {
  it('page 1 is the list itself; the others are /page/N under it', () => {
    expect(listPagePath('/jobs', 1)).toBe('/jobs')
    expect(listPagePath('/jobs', 2)).toBe('/jobs/page/2')
    expect(listPagePath('/news', 12)).toBe('/news/page/12')
  })

  it('a list fills whole pages and one part page, and an empty list still has its own', () => {
    expect(pageCount(0, 12)).toBe(1)
    expect(pageCount(12, 12)).toBe(1)
    expect(pageCount(13, 12)).toBe(2)
    expect(pageCount(131, 12)).toBe(11)
    expect(firstIndexOf(1, 12)).toBe(0)
    expect(firstIndexOf(3, 12)).toBe(24)
  })

  it('reads a page number as the pages write it: 2 and up, no leading zero, no sign, no fraction', () => {
    expect(pageNumberOf('2')).toBe(2)
    expect(pageNumberOf('110')).toBe(110)
    for (const segment of [undefined, '', '1', '0', '02', '-2', '2.5', '2e1', 'two', '9999999'])
      expect(pageNumberOf(segment)).toBeUndefined()
  })

  it("leads from a numbered page to its list (the language switch's target)", () => {
    expect(listOfPagePath('/jobs/page/3')).toBe('/jobs')
    expect(listOfPagePath('/news/page/2')).toBe('/news')
    expect(listOfPagePath('/jobs/page')).toBe('/jobs/page')
    expect(listOfPagePath('/jobs/welder')).toBe('/jobs/welder')
  })
})
