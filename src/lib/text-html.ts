// Plain text, as the owner writes a job's description, written as HTML for readers that show HTML (a
// feed reader, a job posting on Google): its paragraphs and lines kept, its characters as text.

const escapeHtml = (text: string) => text.replace(/[&<>]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt' }[char]};`)

/** Text as HTML: escaped (by `escape`), a blank line a new paragraph, a line break a break. */
export const paragraphsOf = (text: string, escape: (text: string) => string = escapeHtml): string =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('')
