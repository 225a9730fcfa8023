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

  it('redirects the linked aliases for good', () => {
    expect(rules).toContain('/contact-us /contact 301')
    expect(rules).toContain('/learn-more /services 301')
    // The French footer links to them too.
    expect(rules).toContain('/fr/contact-us /fr/contact 301')
    expect(rules).toContain('/fr/industries /fr/services 301')
  })
})
