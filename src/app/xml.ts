// Text written into the build's XML files (the sitemap, the news feeds).

// Characters XML 1.0 cannot hold, even escaped (control characters but tab and line ends, lone
// surrogates, U+FFFE and U+FFFF): one in a post's title would make a reader refuse the whole file, so
// they are dropped (with the C1 controls, which XML allows but no text means).
const NOT_IN_XML = /[^\P{Cc}\t\n\r]|\p{Cs}|[\uFFFE\uFFFF]/gu

/** Text as an XML element's content or a quoted attribute's value. */
export const escapeXml = (text: string): string =>
  text
    .replace(NOT_IN_XML, '')
    .replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`)
