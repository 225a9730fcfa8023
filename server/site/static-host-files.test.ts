import { describe, expect, it } from 'vitest'
import { staticHostFiles } from './static-host-files'

// The static host's rules agree with the local site server (site-app.ts): the aliases redirected, a
// post or job not built yet answered with the shell of its language (status 404), and an unknown French address
// with the French not-found page.
describe('_redirects', () => {
  const rules = staticHostFiles({}).redirects.trimEnd().split('\n')

  it('answers a post or job not built yet with the shell of its language and status 404: a removed one is gone', () => {
    expect(rules).toContain('/news/:id /shell.html 404')
    expect(rules).toContain('/jobs/:id /shell.html 404')
    expect(rules).toContain('/fr/news/:id /fr/shell.html 404')
    expect(rules).toContain('/fr/jobs/:id /fr/shell.html 404')
  })

  it('answers any other French address without a file with the French not-found page, after the French shells', () => {
    expect(rules.at(-1)).toBe('/fr/* /fr/404.html 404')
    expect(rules.indexOf('/fr/news/:id /fr/shell.html 404')).toBeLessThan(rules.length - 1)
  })

  it("leaves them out of Cloudflare Pages' build, which would follow them over the built pages", () => {
    const cloudflare = staticHostFiles({ CF_PAGES: '1' }).redirects
    expect(cloudflare).not.toMatch(/ 404$/m)
    expect(cloudflare).toContain('/contact-us /contact 301')
  })

  it('redirects the linked aliases for good', () => {
    expect(rules).toContain('/contact-us /contact 301')
    expect(rules).toContain('/learn-more /services 301')
    // The French footer links to them too.
    expect(rules).toContain('/fr/contact-us /fr/contact 301')
    expect(rules).toContain('/fr/industries /fr/services 301')
  })
})

describe('_headers', () => {
  /** A file's rules: each path pattern and its headers. */
  const rules = staticHostFiles({})
    .headers.trim()
    .split('\n\n')
    .map((block) => {
      const [path, ...lines] = block.split('\n')
      const pattern = new RegExp(`^${path!.replace(/\*/g, '.*')}$`)
      return {
        pattern,
        fields: lines.map(
          (line) =>
            line
              .trim()
              .split(/:\s(.*)/s)
              .slice(0, 2) as [string, string],
        ),
      }
    })
  /** What Cloudflare Pages sends: every matching rule's headers, a name given twice joined with a comma. */
  const cloudflare = (path: string) => {
    const sent = new Map<string, string[]>()
    for (const { fields } of rules.filter((rule) => rule.pattern.test(path)))
      for (const [name, value] of fields) sent.set(name, [...(sent.get(name) ?? []), value])
    return sent
  }

  it('lets the hashed files be kept a year, and no page: a name never given twice (Cloudflare would join them)', () => {
    for (const [name, values] of cloudflare('/static/js/main-CiUVXAa7.js')) expect(values, name).toHaveLength(1)
    expect(cloudflare('/static/js/main-CiUVXAa7.js').get('Cache-Control')).toEqual([
      'public, max-age=31536000, immutable',
    ])
    expect(cloudflare('/about').get('Cache-Control')).toBeUndefined()
    expect(cloudflare('/sw.js').get('Cache-Control')).toBeUndefined()
  })

  it('sends the security headers with every file, the hashed ones too', () => {
    for (const path of ['/about', '/static/js/main-CiUVXAa7.js']) {
      expect(cloudflare(path).get('X-Content-Type-Options'), path).toEqual(['nosniff'])
      expect(cloudflare(path).get('Content-Security-Policy')?.[0], path).toMatch(/^default-src 'self'/)
    }
  })
})
