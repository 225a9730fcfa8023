/** A description's usual bound: what search results and link previews show before they cut. */
export const DESCRIPTION_LENGTH = 160

/**
 * The first whole sentences of a plain text that fit in `limit` characters (a page's description).
 * A first sentence longer than that is cut at a word and ends with '…'.
 */
export function firstSentences(text: string, limit = DESCRIPTION_LENGTH): string {
  // Folds spaces and line breaks, but keeps the no-break spaces French sets in « 1 095 jours » and « : »
  // (JavaScript's \s takes them too).
  const flat = text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim()
  if (flat.length <= limit) return flat
  // A sentence ends at . ! or ? (with any closing quote or bracket) followed by a space.
  const ends = [...flat.matchAll(/[.!?]["'”’)\]]*(?= )/g)].map((match) => match.index + match[0].length)
  const fitting = ends.filter((end) => end <= limit).at(-1)
  if (fitting !== undefined) return flat.slice(0, fitting)
  const cut = flat.slice(0, limit - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`
}
