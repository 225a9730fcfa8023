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

  it("never makes an address of another site: /fr//evil.example is this site's /evil.example", () => {
    expect(pathWithoutLocale('/fr//evil.example/x')).toBe('/evil.example/x')
    expect(pathWithoutLocale('//evil.example')).toBe('/evil.example')
    expect(pathIn('en', '//evil.example/x?y=1')).toBe('/evil.example/x?y=1')
    expect(pathIn('en', '/\\evil.example')).toBe('/evil.example')
    expect(pathIn('fr', '//evil.example')).toBe('/fr/evil.example')
  })
})
