import { describe, expect, it } from 'vitest'
import { isOptionalContentLanguage, languageFirst, recordLanguage } from './content-language'
import type { ContentLanguage } from './models'

describe('recordLanguage', () => {
  it("is the record's language, and English for a record without one (null or absent)", () => {
    expect(recordLanguage({ language: 'fr' })).toBe('fr')
    expect(recordLanguage({ language: 'en' })).toBe('en')
    expect(recordLanguage({ language: null })).toBe('en')
    expect(recordLanguage({})).toBe('en')
  })
})

describe('isOptionalContentLanguage', () => {
  it('allows what appwrite.json allows: none, null, en, fr; nothing else, exactly', () => {
    for (const value of [undefined, null, 'en', 'fr']) expect(isOptionalContentLanguage(value)).toBe(true)
    for (const value of ['', 'EN', 'fr-CA', 'de', 0, ['fr']]) expect(isOptionalContentLanguage(value)).toBe(false)
  })
})

describe('languageFirst', () => {
  const record = (id: string, language?: ContentLanguage | null) => ({ id, language })
  const ids = (records: Array<{ id: string }>) => records.map((r) => r.id)
  const mixed = [record('f1', 'fr'), record('e1'), record('f2', 'fr'), record('e2', 'en'), record('e3', null)]

  it('puts the asked language first and the others after, each in the order given', () => {
    expect(ids(languageFirst(mixed, 'fr'))).toEqual(['f1', 'f2', 'e1', 'e2', 'e3'])
    // English counts the records without a language as its own.
    expect(ids(languageFirst(mixed, 'en'))).toEqual(['e1', 'e2', 'e3', 'f1', 'f2'])
  })

  it('leaves a list already in that order as it was, in a new array', () => {
    const ordered = [record('e1'), record('e2', 'en'), record('f1', 'fr')]
    const result = languageFirst(ordered, 'en')
    expect(result).toEqual(ordered)
    expect(result).not.toBe(ordered)
    expect(languageFirst([], 'fr')).toEqual([])
  })
})
