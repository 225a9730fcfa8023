import { useMemo, type HTMLAttributes } from 'react'
import { useErrorContent } from '../i18n/content'
import { useLocale } from '../i18n/translatable'
import { sanitizeHtml, type SanitizeOptions } from '../lib/sanitize'
import { HTML_LANG } from '../shared/locales'

interface SanitizedHtmlProps
  extends
    Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>,
    Omit<SanitizeOptions, 'newTabNote' | 'keyboardScrolling'> {
  /** Untrusted HTML (e.g. a blog post's content); it is sanitised here before it reaches the DOM. */
  html: string
}

/** The only place the site renders HTML it did not write: always through sanitizeHtml (DOMPurify). */
export function SanitizedHtml({ html, topHeading, textLimit, ...rest }: SanitizedHtmlProps) {
  // A link to another site says it opens a new tab, in the page's words; a wide table or code block
  // scrolls under the keyboard. A preview has neither: no links, and no tab stops (sanitize.ts).
  const words = useErrorContent().controls.opensInNewTab
  const lang = HTML_LANG[useLocale()]
  const clean = useMemo(
    () =>
      sanitizeHtml(
        html,
        textLimit === undefined
          ? { topHeading, newTabNote: { words, lang }, keyboardScrolling: true }
          : { topHeading, textLimit },
      ),
    [html, topHeading, textLimit, words, lang],
  )
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />
}
