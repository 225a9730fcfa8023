import { useMemo, type HTMLAttributes } from 'react'
import { useErrorContent } from '../i18n/content'
import { useLocale } from '../i18n/translatable'
import { sanitizeHtml, type SanitizeOptions } from '../lib/sanitize'
import { HTML_LANG } from '../shared/locales'

interface SanitizedHtmlProps
  extends
    Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>,
    Omit<SanitizeOptions, 'newTabNote'> {
  /** Untrusted HTML (e.g. a blog post's content); it is sanitised here before it reaches the DOM. */
  html: string
}

/** The only place the site renders HTML it did not write: always through sanitizeHtml (DOMPurify). */
export function SanitizedHtml({ html, topHeading, textLimit, ...rest }: SanitizedHtmlProps) {
  // A link to another site says it opens a new tab, in the page's words.
  const words = useErrorContent().controls.opensInNewTab
  const lang = HTML_LANG[useLocale()]
  const clean = useMemo(
    // A preview has no links (sanitize.ts).
    () =>
      sanitizeHtml(html, { topHeading, textLimit, newTabNote: textLimit === undefined ? { words, lang } : undefined }),
    [html, topHeading, textLimit, words, lang],
  )
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />
}
