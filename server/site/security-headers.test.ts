import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { tempDir } from '../test-support/server-fixture'
import { CODE_LOADER_HASH } from './code-loader'
import { contentSecurityPolicy, siteHeaders } from './security-headers'
import { createSiteApp } from './site-app'
import { staticHostFiles } from './static-host-files'
import { siteConnectOrigins, siteFrameOrigins, siteImageOrigins, siteUsesHttps } from './site-origins'

// The end-to-end spec (tests/e2e/security.spec.ts) checks the local defaults in a browser; these
// check the policy built from other configurations, e.g. production's endpoints.

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...sources]) => [name, sources]),
  )

describe('the site policy', () => {
  it('lets the page call exactly the configured backend and contact origins, once each', () => {
    const connectOrigins = siteConnectOrigins({
      VITE_APPWRITE_ENDPOINT: 'https://fra.cloud.appwrite.io/v1',
      VITE_CONTACT_ENDPOINT: 'https://script.google.com/macros/s/abc/exec',
      VITE_VITALS_ENDPOINT: 'https://fra.cloud.appwrite.io/v1/vitals',
    })
    const policy = directives(contentSecurityPolicy({ connectOrigins, frameOrigins: siteFrameOrigins }))
    // An Apps Script web app answers the POST with a 302 to script.googleusercontent.com, whose answer
    // the page then reads: without that origin the browser blocks every contact message.
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://fra.cloud.appwrite.io',
      'https://script.google.com',
      'https://script.googleusercontent.com',
    ])
    expect(policy.get('frame-src')).toEqual(['https://www.openstreetmap.org'])
  })

  it('takes pictures from any https site, and from the backend also where it is a local http one (its files and previews)', () => {
    const images = (env: Record<string, string>) =>
      directives(
        contentSecurityPolicy({ connectOrigins: [], frameOrigins: [], imageOrigins: siteImageOrigins(env) }),
      ).get('img-src')
    expect(images({ VITE_APPWRITE_ENDPOINT: 'https://fra.cloud.appwrite.io/v1' })).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
    ])
    expect(images({})).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://localhost:8787'])
  })

  it('allows the Apps Script answer origin only for an Apps Script contact endpoint', () => {
    const connect = (contact: string) => siteConnectOrigins({ VITE_CONTACT_ENDPOINT: contact })
    expect(connect('https://forms.example.org/contact')).toEqual(['http://localhost:8787', 'https://forms.example.org'])
    expect(connect('https://script.google.com.example.org/exec')).not.toContain('https://script.googleusercontent.com')
  })

  it('tells browsers to use https for a year, subdomains included, on a site served over https only', () => {
    expect(siteUsesHttps({ VITE_SITE_URL: 'https://www.maplepathways.example' })).toBe(true)
    expect(siteUsesHttps({})).toBe(false)
    const options = { connectOrigins: [], frameOrigins: [] }
    expect(siteHeaders({ ...options, https: true })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(siteHeaders(options)).not.toHaveProperty('Strict-Transport-Security')
  })

  it('names only features that browsers know in Permissions-Policy', () => {
    // interest-cohort (FLoC) is gone from every browser: Chromium logs an error for each page served with it.
    const features = siteHeaders({ connectOrigins: [], frameOrigins: [] })['Permissions-Policy']!.split(', ')
    expect(features).toEqual(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
  })

  it('defaults to the local backend, and allows no inline script but the code loader, no eval, plugins or framing', () => {
    const policy = directives(contentSecurityPolicy({ connectOrigins: siteConnectOrigins({}), frameOrigins: [] }))
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:8787'])
    expect(policy.get('script-src')).toEqual(["'self'", CODE_LOADER_HASH])
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'")
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    // No frame origin configured: nothing may be framed.
    expect(policy.get('frame-src')).toEqual(["'none'"])
  })
})

describe("a static host's files", () => {
  const production = {
    VITE_SITE_URL: 'https://www.maplepathways.example',
    VITE_APPWRITE_ENDPOINT: 'https://fra.cloud.appwrite.io/v1',
    VITE_CONTACT_ENDPOINT: 'https://script.google.com/macros/s/abc/exec',
  }

  it('carry HSTS and the Apps Script answer origin for a production build, for every file (/*: assets too)', () => {
    const { headers } = staticHostFiles(production)
    const [everyFile] = headers.trim().split('\n\n')
    expect(everyFile!.split('\n')[0]).toBe('/*')
    expect(everyFile).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains')
    expect(everyFile).toMatch(/connect-src [^;]*https:\/\/script\.googleusercontent\.com/)
  })

  it('carry no HSTS for a local http build', () => {
    expect(staticHostFiles({}).headers).not.toContain('Strict-Transport-Security')
  })
})

describe('the site server', () => {
  const dist = tempDir('mp-site-')
  afterAll(() => dist.remove())
  mkdirSync(join(dist.path, 'static'))
  writeFileSync(join(dist.path, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(dist.path, 'shell.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(dist.path, '404.html'), '<!doctype html><h1>Page not found</h1>')
  writeFileSync(join(dist.path, 'static', 'app.js'), 'export {}')
  const options = { connectOrigins: ['http://localhost:8787'], frameOrigins: siteFrameOrigins }
  const app = createSiteApp({ distDir: dist.path, ...options })

  it.each(['/', '/news/some-post', '/static/app.js', '/missing.png'])(
    'sends every security header on %s',
    async (path) => {
      const response = await app.request(path)
      for (const [name, value] of Object.entries(siteHeaders(options))) expect(response.headers.get(name)).toBe(value)
    },
  )
})
