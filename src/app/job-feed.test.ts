import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '../config/site-url'
import { cook, makeJob, nurse, welder, welderHelper } from '../features/jobs/test-jobs'
import { jobsFeedXml } from './job-feed'
import { siteFiles } from './site-files'
import { contentOf, parsed } from './test-feeds'

const builtAt = new Date('2026-06-01T09:00:00.000Z')
const builtOn = '2026-06-01'
const older = { ...welderHelper, $createdAt: '2026-03-01T09:00:00.000+00:00' }
const newer = { ...nurse, $createdAt: '2026-05-20T09:00:00.000+00:00', $updatedAt: '2026-05-21T10:00:00.000+00:00' }
const pastDeadline = makeJob({ $id: 'job-late', title: 'Late Welder', applicationDeadline: '2026-05-31' })
const soudeur = makeJob({
  $id: 'job-soudeur',
  title: 'Soudeur ou soudeuse',
  language: 'fr',
  location: 'Montréal',
  province: 'QC',
  salary: '$71,000 - $81,000 per year',
  applicationDeadline: '2026-07-01T03:59:00.000Z',
  description: 'Soudage de charpentes.\n\nQuarts de jour.',
})

describe('the jobs feed (Atom)', () => {
  it('lists the jobs of its language taking applications on the build’s day, newest first, each at its page', () => {
    const feed = parsed(jobsFeedXml([welder, older, cook, pastDeadline, newer, soudeur], 'en', builtOn, builtAt))
    expect(feed.text('title')).toBe('Maple Pathways Immigration Jobs')
    expect(feed.text('id')).toBe(absoluteUrl('/jobs/feed.xml'))
    expect(feed.text('updated')).toBe('2026-05-21T10:00:00.000Z')
    expect(feed.entries.map(({ content: _content, ...entry }) => entry)).toEqual([
      {
        title: 'Registered Nurse – Vancouver, BC',
        id: absoluteUrl('/jobs/job-nurse'),
        link: absoluteUrl('/jobs/job-nurse'),
        published: '2026-05-20T09:00:00.000Z',
        updated: '2026-05-21T10:00:00.000Z',
        author: undefined,
        category: nurse.trade,
        summary: nurse.description,
      },
      expect.objectContaining({ title: 'Senior Welder – Hamilton, ON', category: 'Welding' }),
      expect.objectContaining({ title: 'Welder Helper – Toronto, ON', published: '2026-03-01T09:00:00.000Z' }),
    ])
  })

  it('gives each job the details its page gives, as text, and the way to apply', () => {
    const [entry] = parsed(jobsFeedXml([welder], 'en', builtOn, builtAt)).entries
    const html = contentOf(entry!)
    // As its page shows it: the owner's text, markup and all, as text.
    expect(html.querySelector('p')?.textContent).toBe('Full-time welding of <b>structural</b> steel.')
    expect(html.querySelector('b')).toBeNull()
    expect([...html.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Location: Hamilton, ON',
      'Industry: Welding',
      'Salary: $32 - $38 per hour',
      'Application deadline: June 30, 2099',
    ])
    const apply = html.querySelector('a')
    expect([apply?.textContent, apply?.getAttribute('href')]).toEqual(['Apply', absoluteUrl('/jobs/job-welder')])
    // The employer where the job names one, as its page does.
    const named = parsed(jobsFeedXml([{ ...welder, employer: 'Acme Steel' }], 'en', builtOn, builtAt)).entries[0]!
    expect([...contentOf(named).querySelectorAll('li')].map((item) => item.textContent)).toContain(
      'Employer: Acme Steel',
    )
  })

  it('in French: its French jobs at their French addresses, in French words and numbers', () => {
    const feed = parsed(jobsFeedXml([welder, soudeur], 'fr', builtOn, builtAt))
    expect(feed.root.getAttribute('xml:lang')).toBe('fr-CA')
    expect(feed.text('title')).toBe('Offres d’emploi de Maple Pathways Immigration')
    const [entry, ...others] = feed.entries
    expect(others).toEqual([])
    expect([entry?.title, entry?.link]).toEqual([
      'Soudeur ou soudeuse – Montréal (QC)',
      absoluteUrl('/fr/jobs/job-soudeur'),
    ])
    const html = contentOf(entry!)
    expect([...html.querySelectorAll('p')].map((p) => p.textContent).slice(0, 2)).toEqual([
      'Soudage de charpentes.',
      'Quarts de jour.',
    ])
    expect([...html.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Lieu\u00a0: Montréal (QC)',
      'Secteur d’activité\u00a0: Construction',
      'Salaire\u00a0: 71\u00a0000\u00a0$ à 81\u00a0000\u00a0$ par année',
      'Date limite pour postuler\u00a0: 30 juin 2026',
    ])
    expect(html.querySelector('a')?.textContent).toBe('Postuler')
  })

  it('stays well formed and shows markup as text, as the job’s page does, whatever a job holds', () => {
    const hostile = makeJob({
      $id: 'job-hostile',
      title: 'Cook<script>alert(1)</script> & Chef\u0007',
      description: 'Pay < $20 & tips <img src=x onerror=alert(1)>',
      trade: '<b>Food</b>',
    })
    const [entry] = parsed(jobsFeedXml([hostile], 'en', builtOn, builtAt)).entries
    // The title as the page's <title> and JobPosting have it: plain text.
    expect(entry?.title).toBe('Cook & Chef – Toronto, ON')
    expect(entry?.category).toBe('<b>Food</b>')
    const html = contentOf(entry!)
    expect(html.querySelector('img, script, b')).toBeNull()
    expect(html.querySelector('p')?.textContent).toBe('Pay < $20 & tips <img src=x onerror=alert(1)>')
    expect(entry?.summary).toBe('Pay < $20 & tips <img src=x onerror=alert(1)>')
  })

  it('an empty description gives no empty paragraph', () => {
    const [entry] = parsed(jobsFeedXml([{ ...welder, description: '  ' }], 'en', builtOn, builtAt)).entries
    expect(contentOf(entry!).querySelector('p')?.textContent).toBe('Apply')
    expect(entry?.summary).toBeUndefined()
  })

  it('a build that read no jobs writes valid, empty feeds', () => {
    const files = siteFiles(undefined, builtOn, builtAt)
    for (const name of ['jobs/feed.xml', 'fr/jobs/feed.xml']) expect(parsed(files[name]!).entries).toEqual([])
  })
})
