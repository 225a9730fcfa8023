import { describe, expect, it } from 'vitest'
import { FRENCH_ADDRESS, FRENCH_CODE, FRENCH_PAGE, shellFor, splitFrenchCode, versionOf } from './french'

const SITE = 'http://localhost:4173'

describe('the French site offline', () => {
  it("leaves the French content chunks out of the install-time precache, and knows them by their module's name", () => {
    const entries = [
      { url: 'index.html', revision: 'a1' },
      { url: 'fr/shell.html', revision: 'b2' },
      { url: 'static/js/services-content.fr-Qkj-VwYr.js', revision: null },
      { url: 'static/js/site.fr-C-qhkO29.js', revision: null },
      { url: 'static/js/services-CvrafKsM.js', revision: null },
      // A hash may hold ".fr-" only after a module named so: this one is English's.
      { url: 'static/js/framework-CKdcYO2Q.js', revision: null },
    ]
    const { shared, french } = splitFrenchCode(entries)
    expect(shared.map((entry) => (typeof entry === 'string' ? entry : entry.url))).toEqual([
      'index.html',
      'fr/shell.html',
      'static/js/services-CvrafKsM.js',
      'static/js/framework-CKdcYO2Q.js',
    ])
    expect(french).toEqual(['/static/js/services-content.fr-Qkj-VwYr.js', '/static/js/site.fr-C-qhkO29.js'])
    expect(FRENCH_CODE.test('/static/js/site.fr-C-qhkO29.js')).toBe(true)
    expect(FRENCH_CODE.test('/static/js/fr-Cabc.js')).toBe(false)
  })

  it('keeps the French pages of their own at their addresses, with or without a query', () => {
    for (const path of [
      '/fr',
      '/fr/about',
      '/fr/services',
      '/fr/contact',
      '/fr/accessibility',
      '/fr/news',
      '/fr/jobs?q=cuisinier',
    ])
      expect(FRENCH_PAGE.test(path), path).toBe(true)
    for (const path of ['/news', '/fr/news/news-fr-001', '/fr/jobs/job-1', '/fresh', '/fr/about/team'])
      expect(FRENCH_PAGE.test(path), path).toBe(false)
  })

  it('opens a French address offline with the French shell, any other with the English one', () => {
    expect(shellFor(`${SITE}/fr/news/news-fr-001`)).toBe('fr/shell.html')
    expect(shellFor(`${SITE}/fr`)).toBe('fr/shell.html')
    expect(shellFor(`${SITE}/news/news-001`)).toBe('shell.html')
    expect(shellFor(`${SITE}/fresh`)).toBe('shell.html')
    for (const path of ['/fr', '/fr/', '/fr?x=1', '/fr/jobs/a']) expect(FRENCH_ADDRESS.test(path), path).toBe(true)
    for (const path of ['/fresh', '/', '/france']) expect(FRENCH_ADDRESS.test(path), path).toBe(false)
  })

  it('names each precache list version apart, so French pages of another version are never served', () => {
    const one = [{ url: 'index.html', revision: 'a' }]
    expect(versionOf(one)).toBe(versionOf([{ url: 'index.html', revision: 'a' }]))
    expect(versionOf(one)).not.toBe(versionOf([{ url: 'index.html', revision: 'b' }]))
  })
})
