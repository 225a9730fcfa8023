// Text and dates written into the build's XML files (the sitemap, the news feeds).
import { readableDate } from '../lib/locale-free'

// Characters XML 1.0 cannot hold, even escaped (control characters but tab and line ends, lone
// surrogates, U+FFFE and U+FFFF): one in a post's title would make a reader refuse the whole file, so
// they are dropped (with the C1 controls, which XML allows but no text means).
const NOT_IN_XML = /[^\P{Cc}\t\n\r]|\p{Cs}|[\uFFFE\uFFFF]/gu

/** Text as an XML element's content or a quoted attribute's value. */
export const escapeXml = (text: string): string =>
  text
    .replace(NOT_IN_XML, '')
    .replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`)

/** A record's date as the XML files write it (ISO 8601, in UTC), or undefined when it is none. */
export const xmlDate = (value: string | null | undefined): string | undefined => readableDate(value)?.toISOString()

/** The latest of such dates (in UTC, as text they sort as dates). */
export const latestDate = (dates: readonly (string | undefined)[]): string | undefined =>
  dates.reduce<string | undefined>((latest, date) => (date && (!latest || date > latest) ? date : latest), undefined)
