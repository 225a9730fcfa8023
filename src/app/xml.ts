// Text and dates written into the build's XML files (the sitemap, the news feeds).
import { readableDate } from '../lib/locale-free'

export { escapeXml } from '../lib/text-html'

/** A record's date as the XML files write it (ISO 8601, in UTC), or undefined when it is none. */
export const xmlDate = (value: string | null | undefined): string | undefined => readableDate(value)?.toISOString()

/** The latest of such dates (in UTC, as text they sort as dates). */
export const latestDate = (dates: readonly (string | undefined)[]): string | undefined =>
  dates.reduce<string | undefined>((latest, date) => (date && (!latest || date > latest) ? date : latest), undefined)
