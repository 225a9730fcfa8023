import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { tempDir } from '../test-support/server-fixture'
import { contentSecurityPolicy, siteHeaders } from './security-headers'
import { createSiteApp } from './site-app'
import { siteConnectOrigins, siteFrameOrigins } from './site-origins'

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
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://fra.cloud.appwrite.io', 'https://script.google.com'])
    expect(policy.get('frame-src')).toEqual(['https://www.openstreetmap.org'])
  })

  it('defaults to the local backend, and never allows inline or eval script, plugins or framing', () => {
    const policy = directives(contentSecurityPolicy({ connectOrigins: siteConnectOrigins({}), frameOrigins: [] }))
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:8787'])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'")
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    // No frame origin configured: nothing may be framed.
    expect(policy.get('frame-src')).toEqual(["'none'"])
  })
})

describe('the site server', () => {
  const dist = tempDir('mp-site-')
  afterAll(() => dist.remove())
  mkdirSync(join(dist.path, 'static'))
  writeFileSync(join(dist.path, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(dist.path, 'shell.html'), '<!doctype html><div id="root"></div>')
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
