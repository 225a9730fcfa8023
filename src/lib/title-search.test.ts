import { describe, expect, it } from 'vitest'
import { searchNeedle, titleHolds } from './title-search'

const holds = (title: string, search: string) => titleHolds({ title }, searchNeedle(search))

describe('title search', () => {
  it('finds a substring whatever the case', () => {
    expect(holds('Senior Welder', 'WELD')).toBe(true)
    expect(holds('Senior Welder', '  senior w ')).toBe(true)
    expect(holds('Senior Welder', 'plumber')).toBe(false)
  })

  it('finds French titles typed without their accents, and the other way round', () => {
    expect(holds('Électricienne ou électricien en construction', 'electricien')).toBe(true)
    expect(holds('Aide-cuisinier, Québec', 'quebec')).toBe(true)
    expect(holds('Express Entry draw', 'éxpress')).toBe(true)
    expect(holds('Préposé aux bénéficiaires', 'PREPOSE')).toBe(true)
  })

  it('takes a typed apostrophe for a typeset one, and the other way round', () => {
    expect(holds('Permis de travail ouvert : l’attente', "l'attente")).toBe(true)
    expect(holds("Parrainage d'un époux", 'd’un')).toBe(true)
    expect(holds('Conseiller d’orientation', 'd orientation')).toBe(false)
  })

  it('takes oe for œ and ae for æ, and any space for a no-break one (French titles before a colon)', () => {
    expect(holds('Manœuvre en construction', 'manoeuvre')).toBe(true)
    expect(holds('Pénurie de main-d’œuvre', "main-d'oeuvre")).toBe(true)
    expect(holds('Curriculum vitæ', 'vitae')).toBe(true)
    expect(holds('Entrée express\u00a0: les rondes', 'entree express :')).toBe(true)
    expect(holds('Entrée express : les rondes', 'express\u00a0:')).toBe(true)
  })

  it('matches everything with an empty search, and nothing in a missing title', () => {
    expect(searchNeedle('   ')).toBe('')
    expect(titleHolds({ title: 'Any' }, '')).toBe(true)
    expect(titleHolds({ title: null }, 'a')).toBe(false)
  })
})
