// What a page says when the words of its own language cannot be downloaded: a French page opened offline
// on a device that has only read English pages (its service worker keeps no French), or a download that
// failed. Written in each language here, in the app's entry chunk, since the page's words are what is
// missing.
import type { Locale } from '../shared/locales'

export interface WordsUnavailable {
  heading: string
  offline: string
  online: string
  /** The same page in the other language, whose words this device may have. */
  otherLanguage: string
  retry: string
}

export const wordsUnavailable = {
  en: {
    heading: 'This page could not open',
    offline: 'You are offline, and this page is not saved on this device yet. It opens as soon as you are back online.',
    online: 'Part of the page could not be downloaded.',
    otherLanguage: 'Read this page in French',
    retry: 'Try again',
  },
  fr: {
    heading: 'Cette page n’a pas pu s’ouvrir',
    offline:
      'Vous êtes hors ligne, et cette page n’est pas encore enregistrée sur cet appareil. Elle s’ouvrira dès votre retour en ligne.',
    online: 'Une partie de la page n’a pas pu être téléchargée.',
    otherLanguage: 'Lire cette page en anglais',
    retry: 'Réessayer',
  },
} as const satisfies Record<Locale, WordsUnavailable>
