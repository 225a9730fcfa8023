import { describe, expect, it } from 'vitest'
import { keepApplicant, readApplicant } from './applicant-draft'

describe("the applicant's name and e-mail kept for the tab", () => {
  it('reads back what was kept; both emptied, nothing is kept', () => {
    keepApplicant({ name: 'Jane Doe', email: '' })
    expect(readApplicant()).toEqual({ name: 'Jane Doe', email: '' })
    keepApplicant({ name: '', email: '' })
    expect(sessionStorage.length).toBe(0)
  })

  it('reads empty fields from a store holding something else, or malformed', () => {
    for (const stored of ['{"name":1,"email":"a@b.ca"}', '["Jane"]', 'null', '{"name":"Jane"', '']) {
      sessionStorage.setItem('maple-pathways:applicant', stored)
      expect(readApplicant()).toEqual({ name: '', email: '' })
    }
  })
})
