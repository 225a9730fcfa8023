// The site's VITE_* configuration is checked as the site is built (src/config/env-rules.ts), and the
// page's code carries the values alone.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { buildConstants } from '../../scripts/build-constants'
import type { SiteEnv } from '../../src/config/env-rules'
import { TEST_BUILD_DIR } from '../support/test-build'

describe("the site's configuration", () => {
  const folder = mkdtempSync(join(tmpdir(), 'site-env-'))
  afterEach(() => vi.unstubAllEnvs())
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('stops the build at a wrong value, naming it', () => {
    vi.stubEnv('VITE_SITE_URL', 'www.maplepathways.example')
    vi.stubEnv('VITE_CONTACT_ENDPOINT', '')
    expect(() => buildConstants('production', folder)).toThrow(
      /VITE_CONTACT_ENDPOINT is set but empty[\s\S]*VITE_SITE_URL must be an http\(s\) URL, got "www\.maplepathways\.example"/,
    )
  })

  it("is in the page's code as its values: the rules stay with the build", () => {
    const { resumeBucketId } = JSON.parse(buildConstants('production').__SITE_ENV__!) as SiteEnv
    const code = readdirSync(join(TEST_BUILD_DIR, 'static/js'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(TEST_BUILD_DIR, 'static/js', file), 'utf8'))
      .join('\n')
    // Asserted as booleans: a failure would otherwise print every chunk.
    expect(code.includes('Invalid site configuration')).toBe(false)
    expect(
      code.includes(`resumeBucketId:\`${resumeBucketId}\``) || code.includes(`resumeBucketId:"${resumeBucketId}"`),
    ).toBe(true)
  })
})
