import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../config/env-rules'
import { isAllowedContactAddress, LOCAL_SITE_ORIGINS, queryLeftOnContact } from './allowed-addresses'

// docs/specification.md §5: "Submission is allowed only when the page address is exactly the live
// contact page address or the local development contact address."
describe('isAllowedContactAddress', () => {
  const live = 'https://www.maplepathways.example'

  it('allows exactly the live site’s /contact', () => {
    expect(isAllowedContactAddress(`${live}/contact`, live)).toBe(true)
  })

  it.each(LOCAL_SITE_ORIGINS.map((origin) => [origin]))('allows the local site %s/contact', (origin) => {
    expect(isAllowedContactAddress(`${origin}/contact`, live)).toBe(true)
  })

  it('allows the live page when VITE_SITE_URL has capitals or the default port (the browser writes neither)', () => {
    const siteUrl = parseEnv({ VITE_SITE_URL: 'https://WWW.MaplePathways.example:443' }).siteUrl
    expect(isAllowedContactAddress(new URL('https://WWW.MaplePathways.example:443/contact').href, siteUrl)).toBe(true)
  })

  it('allows the same page in French, /fr/contact, on the live and the local site', () => {
    expect(isAllowedContactAddress(`${live}/fr/contact`, live)).toBe(true)
    expect(isAllowedContactAddress('http://localhost:4173/fr/contact', live)).toBe(true)
  })

  it.each([
    [`${live}/contact?subject=Visa`],
    [`${live}/contact#form`],
    [`${live}/contact/`],
    [`${live}/contact-us`],
    [`${live}/`],
    ['https://evil.example/contact'],
    ['http://www.maplepathways.example/contact'],
    ['http://localhost:3000/contact'],
    ['http://localhost:4173/contact?x=1'],
    [`${live}/fr/contact?subject=Visa`],
    [`${live}/fr/contact/`],
    [`${live}/fr`],
    [`${live}/en/contact`],
    ['https://evil.example/fr/contact'],
  ])('refuses %s', (href) => {
    expect(isAllowedContactAddress(href, live)).toBe(false)
  })
})

describe('queryLeftOnContact', () => {
  const left = (query: string) => queryLeftOnContact(new URLSearchParams(query))

  it('drops the subject the page has read and the tracking a link adds: the plain page, which may send', () => {
    expect(left('subject=Express%20Entry')).toBe('')
    // As the page always has with a service's link: the plain page, whatever came with it.
    expect(left('subject=Startup%20Visa&ref=partner')).toBe('')
    expect(left('utm_source=newsletter&utm_medium=email&utm_campaign=fall')).toBe('')
    expect(left('fbclid=IwAR0abc')).toBe('')
    expect(left('gclid=Cj0K&msclkid=1f2e&igshid=x&mc_cid=1&mc_eid=2&_gl=1*abc')).toBe('')
    expect(left('srsltid=AfmB&_hsenc=p2A&_hsmi=1&mkt_tok=eyJ')).toBe('')
  })

  it('keeps anything else, from where the form refuses to send', () => {
    expect(left('fbclid=IwAR0abc&x=1')).toBe('?x=1')
    expect(left('utm=1')).toBe('?utm=1')
    expect(left('')).toBe('')
  })
})
