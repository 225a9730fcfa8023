import { describe, expect, it } from 'vitest'
import { firstSentences } from './summary'

describe('firstSentences', () => {
  it('keeps a short text whole, with its spaces folded', () => {
    expect(firstSentences('  Study in\nCanada.  ')).toBe('Study in Canada.')
  })

  it('keeps the no-break spaces of French typography, and never cuts at one', () => {
    expect(firstSentences('Après 1\u00a0095 jours\u00a0: la citoyenneté.\n  Fin.')).toBe(
      'Après 1\u00a0095 jours\u00a0: la citoyenneté. Fin.',
    )
    const long = `${'mot '.repeat(38)}90\u00a0jours de plus`
    expect(firstSentences(long)).not.toMatch(/90…$/)
  })

  it('keeps as many whole sentences as fit, never part of one', () => {
    const text = 'First sentence here. Second one is here too! A third would not fit in the limit at all.'
    expect(firstSentences(text, 50)).toBe('First sentence here. Second one is here too!')
    expect(firstSentences(text, 30)).toBe('First sentence here.')
  })

  it('ends a sentence after a closing quote', () => {
    expect(firstSentences('He said "apply now." Then more text follows here.', 25)).toBe('He said "apply now."')
  })

  it('cuts a first sentence that is too long at a word, with an ellipsis', () => {
    const summary = firstSentences(`${'word '.repeat(60)}end.`, 40)
    expect(summary).toBe(`${'word '.repeat(7).trim()}…`)
    expect(summary.length).toBeLessThanOrEqual(40)
  })
})
