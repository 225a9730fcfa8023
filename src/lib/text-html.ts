// Plain text, as the owner writes a job's description, written as markup for readers that take it: the
// build's XML files (sitemap, feeds) and a job posting on Google, which shows a description as HTML.

// Characters XML 1.0 cannot hold, even escaped (control characters but tab and line ends, lone
// surrogates, U+FFFE and U+FFFF): one in a post's title would make a reader refuse the whole file, so
// they are dropped (with the C1 controls, which XML allows but no text means).
const NOT_IN_XML = /[^\P{Cc}\t\n\r]|\p{Cs}|[\uFFFE\uFFFF]/gu

/** Text as an XML (or HTML) element's content or a quoted attribute's value. */
export const escapeXml = (text: string): string =>
  text
    .replace(NOT_IN_XML, '')
    .replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`)

/** Text as HTML: escaped, a blank line a new paragraph, a line break a break. */
export const paragraphsOf = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeXml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('')
