import { useLayoutEffect } from 'react'
import { site } from '../content/site'

interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string
  description: string
}

const GIVES_WAY = 'data-gives-way-to-screen'

/**
 * Where React draws the page afresh (a post's address or a search served the app shell, or a
 * prerendered page with a query), the HTML's title and description are not React's: they stay until
 * the screen's own are in place (a tab never goes without a title), then PageMeta removes them, so a
 * description read from the top is the screen's.
 */
export function handOverHtmlMeta(): void {
  for (const tag of document.head.querySelectorAll('title, meta[name="description"]')) tag.setAttribute(GIVES_WAY, '')
}

/** Per-page <title> and description. React 19 hoists these into <head>. */
export function PageMeta({ title, description }: PageMetaProps) {
  useLayoutEffect(() => {
    for (const tag of document.head.querySelectorAll(`[${GIVES_WAY}]`)) tag.remove()
  }, [])
  return (
    <>
      <title>{`${title} | ${site.name}`}</title>
      <meta name="description" content={description} />
    </>
  )
}
