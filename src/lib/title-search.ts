import { withoutAccents } from './locale-free'

// The title searches of the news and the job board: a substring, whatever the case and the accents
// (many visitors type "electricien" for "Électricien·ne", or type on a keyboard without accents), and
// whichever apostrophe: keyboards type ', while typeset titles have ’ (« l’emploi »); œ and æ as
// keyboards type them (« main-d’oeuvre »), and any space as one (French titles keep a no-break
// space before a colon: « Entrée express : … »).

const folded = (text: string) =>
  withoutAccents(text)
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[\s\u00a0\u202f]+/g, ' ')

/** What a search box's text is compared as; '' matches everything. */
export const searchNeedle = (text: string) => folded(text.trim())

// Each record's folded title, worked out once: a keystroke on a list of thousands then only compares.
const foldedTitles = new WeakMap<object, string>()

/** Whether the record's title holds `needle` (from searchNeedle). */
export function titleHolds(record: { title?: string | null }, needle: string): boolean {
  let title = foldedTitles.get(record)
  if (title === undefined) {
    title = folded(record.title ?? '')
    foldedTitles.set(record, title)
  }
  return title.includes(needle)
}
