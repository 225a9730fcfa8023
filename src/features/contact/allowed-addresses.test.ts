import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../config/env-rules'
import { isAllowedContactAddress, LOCAL_SITE_ORIGINS } from './allowed-addresses'

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
