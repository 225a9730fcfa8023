import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '../../config/site-url'
import { baseSalaryOf, employmentTypeOf, jobPostingOf } from './job-postings'
import { makeJob } from './test-jobs'

describe('baseSalaryOf', () => {
  it.each([
    ['$32 - $38 per hour', { minValue: 32, maxValue: 38, unitText: 'HOUR' }],
    ['$60,000 – $75,000 a year', { minValue: 60000, maxValue: 75000, unitText: 'YEAR' }],
    ['CAD 28.50/hr', { value: 28.5, unitText: 'HOUR' }],
    ['$65k', { value: 65000, unitText: 'YEAR' }],
    ['$4,500 monthly', { value: 4500, unitText: 'MONTH' }],
    ['$25 an hour', { value: 25, unitText: 'HOUR' }],
    // As an editor writes it on a French job: the page shows it as written, and the posting reads it.
    ['41,50 $ à 46,50 $ de l’heure', { minValue: 41.5, maxValue: 46.5, unitText: 'HOUR' }],
    ['71 000 $ à 81 000 $ par année', { minValue: 71000, maxValue: 81000, unitText: 'YEAR' }],
    ['65\u00a0000\u00a0$ par an', { value: 65000, unitText: 'YEAR' }],
    ['4\u202f500 $ par mois', { value: 4500, unitText: 'MONTH' }],
    ['25 $ l’heure', { value: 25, unitText: 'HOUR' }],
    // Only the figures in dollars when some are: not a range of 18.50 to 40, nor of 25 to 2.
    ['$18.50/hour, 40 hours/week', { value: 18.5, unitText: 'HOUR' }],
    ['$25 - $30 per hour, 2 shifts a day', { minValue: 25, maxValue: 30, unitText: 'HOUR' }],
    ['22,50 $ de l’heure, 37,5 heures par semaine', { value: 22.5, unitText: 'HOUR' }],
    ['60,000 - 70,000 per year', { minValue: 60000, maxValue: 70000, unitText: 'YEAR' }],
    // A range whose currency is written once: both ends are pay.
    ['$25 - 30 per hour', { minValue: 25, maxValue: 30, unitText: 'HOUR' }],
    ['$60,000 to 70,000 per year', { minValue: 60000, maxValue: 70000, unitText: 'YEAR' }],
    ['25 à 30 $ de l’heure', { minValue: 25, maxValue: 30, unitText: 'HOUR' }],
    // The unit after the pay, not the first in the text: hours a week are not the pay's.
    ['$60,000 to 70,000 per year, 37.5 hours a week', { minValue: 60000, maxValue: 70000, unitText: 'YEAR' }],
    ['52 000 $ par année, 40 heures par semaine', { value: 52000, unitText: 'YEAR' }],
    ['Per hour: $24', { value: 24, unitText: 'HOUR' }],
    // Two amounts not joined as a range: the pay is the first, the other a bonus or an allowance.
    ['$25/hour plus a $2,000 signing bonus', { value: 25, unitText: 'HOUR' }],
    ['$60,000 per year plus $5,000 relocation', { value: 60000, unitText: 'YEAR' }],
    ['58 000 $ par année et une prime de 3 000 $', { value: 58000, unitText: 'YEAR' }],
    // A range written with its unit at each end, or with 'between … and'.
    ['$25/hr - $30/hr', { minValue: 25, maxValue: 30, unitText: 'HOUR' }],
    ['$25 per hour to $30 per hour', { minValue: 25, maxValue: 30, unitText: 'HOUR' }],
    ['Between $25 and $30 an hour', { minValue: 25, maxValue: 30, unitText: 'HOUR' }],
    ['entre 25 $ et 30 $ de l’heure', { minValue: 25, maxValue: 30, unitText: 'HOUR' }],
    ['25 $ de l’heure à 30 $ de l’heure', { minValue: 25, maxValue: 30, unitText: 'HOUR' }],
    // The hours a week are not the pay's unit: 28.50 an hour, not a week.
    ['28,50 $ (37,5 heures par semaine)', { value: 28.5, unitText: 'HOUR' }],
    ['$28.50 (37.5 hours per week)', { value: 28.5, unitText: 'HOUR' }],
    // A ceiling or a floor, not the pay itself.
    ['Up to $30/hour', { maxValue: 30, unitText: 'HOUR' }],
    ['From $60,000 per year', { minValue: 60000, unitText: 'YEAR' }],
    ['jusqu’à 30 $ de l’heure', { maxValue: 30, unitText: 'HOUR' }],
    ['à partir de 60 000 $ par année', { minValue: 60000, unitText: 'YEAR' }],
  ])('reads %s', (text, value) => {
    expect(baseSalaryOf(text)).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'CAD',
      value: { '@type': 'QuantitativeValue', ...value },
    })
  })

  // Search engines ask the posting's salary to match the page's: none rather than another.
  it.each([
    // The unit words are the hours', not the pay's: not $71,000 a week, nor 71 000 $ an hour.
    '$71,000 (37.5 hours/week)',
    '71 000 $ (37,5 h par semaine)',
    // Units schema.org has none for.
    '$500 per shift',
    '$2,500 bi-weekly',
    '1 200 $ aux deux semaines',
    '1 200 $ toutes les deux semaines',
    '$2,500 fortnightly',
    '$2,500 every other week',
    // No unit, and too little for a year.
    '$1,200',
  ])('gives no amount for %s, whose unit cannot be told', (text) => {
    expect(baseSalaryOf(text)).toBeUndefined()
  })

  it('gives no amount for a salary with no figure (the posting then has no baseSalary)', () => {
    expect(baseSalaryOf('Competitive, <b>negotiable</b>')).toBeUndefined()
    expect(jobPostingOf(makeJob({ $id: 'j', title: 'Cook', salary: 'Competitive' }))).not.toHaveProperty('baseSalary')
  })
})

describe('jobPostingOf', () => {
  it("writes the owner's words as text: any markup in them goes, and the description's paragraphs and lines are its own HTML", () => {
    const job = makeJob({
      $id: 'x',
      title: '<i>Cook</i>',
      description: '<p>Part-time</p><script>alert(1)</script>',
      location: 'Banff',
      province: 'AB',
    })
    const posting = jobPostingOf(job)
    expect(posting.title).toBe('Cook')
    expect(posting.description).toBe('<p>Part-time</p>')
    expect(posting.employmentType).toBe('PART_TIME')
    expect(JSON.stringify(posting)).not.toMatch(/alert|<i>|<script/)
    // Google shows a posting's description as HTML: as plain text, its lines ran into one block.
    const duties = jobPostingOf(
      makeJob({ $id: 'y', title: 'Welder', description: 'Duties:\n• Weld frames\n• Read drawings\n\nPay & benefits' }),
    )
    expect(duties.description).toBe('<p>Duties:<br>• Weld frames<br>• Read drawings</p><p>Pay &amp; benefits</p>')
  })

  it("has what search engines require of a posting: its page's address, dates, place, employer, direct apply", () => {
    const posting = jobPostingOf(
      makeJob({
        $id: 'job-7',
        title: 'Cook',
        $createdAt: '2026-10-01T09:00:00.000Z',
        applicationDeadline: '2026-12-31T00:00:00.000Z',
        location: 'Halifax',
        province: 'NS',
        salary: '$25 - $30 per hour',
      }),
    )
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      url: absoluteUrl('/jobs/job-7'),
      datePosted: '2026-10-01T09:00:00.000Z',
      // The deadline is the last day to apply: listed until that day has ended at the office.
      validThrough: '2026-12-31T23:59:59-05:00',
      directApply: true,
      jobLocation: { address: { addressLocality: 'Halifax', addressRegion: 'NS', addressCountry: 'CA' } },
      baseSalary: { currency: 'CAD', value: { minValue: 25, maxValue: 30, unitText: 'HOUR' } },
      // Posted for a client it does not name: Google's word for an agency's anonymous employer.
      hiringOrganization: 'confidential',
    })
    expect(jobPostingOf(makeJob({ $id: 'j', title: 'Cook', employer: ' Acme Foods ' })).hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Acme Foods',
    })
    expect(jobPostingOf(makeJob({ $id: 'j', title: 'Cook', employer: '  ' })).hiringOrganization).toBe('confidential')
    expect(jobPostingOf(makeJob({ $id: 'j', title: 'Cook', applicationDeadline: null }))).not.toHaveProperty(
      'validThrough',
    )
  })

  it.each([
    ['Cuisinier à temps plein', 'FULL_TIME'],
    ['Caissière (temps partiel)', 'PART_TIME'],
    ['Ouvrier agricole saisonnier', 'TEMPORARY'],
    ['Stagiaire en comptabilité', 'INTERN'],
  ])('reads the employment type of a French job: %s', (title, type) => {
    expect(employmentTypeOf({ title, description: '' })).toBe(type)
  })

  it('leaves out the employment type when the job does not say', () => {
    expect(employmentTypeOf({ title: 'Cook', description: 'Cooking.' })).toBeUndefined()
  })

  it.each([
    ['Pipefitter', 'Our client, a mechanical contractor in Montréal, is hiring. Permanent position.'],
    ['Farm Worker', 'Open to temporary foreign workers with an LMIA. Permanent role.'],
    ['Soudeur', 'Ouvert aux travailleurs étrangers temporaires; entrepreneur général en construction.'],
    ['Soudeuse', 'Un travailleur étranger temporaire peut postuler.'],
    ['Farm Hand', 'Hiring through the Seasonal Agricultural Worker Program.'],
  ])('does not take the employer or the workers it welcomes for the job’s type: %s', (title, description) => {
    expect(employmentTypeOf({ title, description })).toBeUndefined()
  })

  it.each([
    ['Bookkeeper (contract)', 'CONTRACTOR'],
    ['Electrician', 'A 6-month contract position.', 'CONTRACTOR'],
    ['Temporary Warehouse Associate', 'TEMPORARY'],
    ['Commis', 'Poste contractuel de 6 mois.', 'CONTRACTOR'],
  ])('reads a contract or temporary job as one: %s', (title, ...rest) => {
    const [description, type] = rest.length === 2 ? rest : ['', rest[0]]
    expect(employmentTypeOf({ title, description: description! })).toBe(type)
  })
})
