import { describe, expect, it } from 'vitest'
import { baseSalaryOf, employmentTypeOf, jobPostingOf } from './job-postings'
import { makeJob } from './test-jobs'

describe('baseSalaryOf', () => {
  it.each([
    ['$32 - $38 per hour', { minValue: 32, maxValue: 38, unitText: 'HOUR' }],
    ['$60,000 – $75,000 a year', { minValue: 60000, maxValue: 75000, unitText: 'YEAR' }],
    ['CAD 28.50/hr', { value: 28.5, unitText: 'HOUR' }],
    ['$65k', { value: 65000, unitText: 'YEAR' }],
    ['$4,500 monthly', { value: 4500, unitText: 'MONTH' }],
  ])('reads %s', (text, value) => {
    expect(baseSalaryOf(text)).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'CAD',
      value: { '@type': 'QuantitativeValue', ...value },
    })
  })

  it('keeps a salary with no figure as the description of a CAD amount', () => {
    expect(baseSalaryOf('Competitive, <b>negotiable</b>')).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'CAD',
      description: 'Competitive, negotiable',
    })
  })
})

describe('jobPostingOf', () => {
  it('writes plain text only', () => {
    const job = makeJob({
      $id: 'x',
      title: '<i>Cook</i>',
      description: '<p>Part-time</p><script>alert(1)</script>',
      location: 'Banff',
      province: 'AB',
    })
    const posting = jobPostingOf(job)
    expect(posting.title).toBe('Cook')
    expect(posting.description).toBe('Part-time')
    expect(posting.employmentType).toBe('PART_TIME')
    expect(JSON.stringify(posting)).not.toMatch(/<|alert/)
  })

  it('leaves out the employment type when the job does not say', () => {
    expect(employmentTypeOf({ title: 'Cook', description: 'Cooking.' })).toBeUndefined()
  })
})
