import { describe, expect, it } from 'vitest'
import { localeOfPath, pathIn, pathWithoutLocale } from './locales'

describe('locales', () => {
  it('reads French from the /fr prefix only, not from a path that merely starts with the letters', () => {
    expect(localeOfPath('/fr')).toBe('fr')
    expect(localeOfPath('/fr/news/abc')).toBe('fr')
    expect(localeOfPath('/frontier')).toBe('en')
    expect(localeOfPath('/news')).toBe('en')
  })

  it('maps a page to its twin in either language and back', () => {
    for (const path of ['/', '/news', '/news/post-1', '/jobs']) {
      expect(pathWithoutLocale(pathIn('fr', path))).toBe(path)
      expect(pathIn('en', path)).toBe(path)
    }
    expect(pathIn('fr', '/')).toBe('/fr')
    expect(pathIn('fr', '/jobs?q=nurse')).toBe('/fr/jobs?q=nurse')
    expect(pathIn('fr', '/?utm=x')).toBe('/fr?utm=x')
    expect(pathWithoutLocale('/fr')).toBe('/')
  })
})
