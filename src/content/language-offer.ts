// The offer of the page in the visitor's own language (src/app/layout/language-offer.tsx), written in
// that language: a visitor whose browser prefers French reads it on an English page. Not translated
// with the page: each entry is already in the language it offers.
import type { Locale } from '../shared/locales'

export interface LanguageOfferWords {
  /** The notice's accessible name. */
  region: string
  text: string
  /** The link to this page in the offered language. */
  accept: string
  /** The button that closes the notice for good. */
  dismiss: string
}

/** Only French is offered today (on English pages); see language-offer.tsx. */
export const languageOffer = {
  fr: {
    region: 'Version française',
    text: 'Cette page existe aussi en français.',
    accept: 'Lire cette page en français',
    dismiss: 'Non, merci',
  },
} as const satisfies Partial<Record<Locale, LanguageOfferWords>>
