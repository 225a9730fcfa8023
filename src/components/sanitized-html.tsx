import { useMemo, type HTMLAttributes } from 'react'
import { sanitizeHtml, type SanitizeOptions } from '../lib/sanitize'

interface SanitizedHtmlProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>, SanitizeOptions {
  /** Untrusted HTML (e.g. a blog post's content); it is sanitised here before it reaches the DOM. */
  html: string
}

/** The only place the site renders HTML it did not write: always through sanitizeHtml (DOMPurify). */
export function SanitizedHtml({ html, topHeading, textLimit, ...rest }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { topHeading, textLimit }), [html, topHeading, textLimit])
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />
}
