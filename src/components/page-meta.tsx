import { useLayoutEffect } from 'react'
import { paths } from '../config/paths'
import { absoluteUrl } from '../config/site-url'
import { site } from '../content/site'
import { useSiteContent } from '../i18n/content'
import { useLocale } from '../i18n/translatable'
import { HREFLANGS, LOCALES, OG_LOCALE, otherLocale, pathIn, type Locale } from '../shared/locales'
import { SHARE_PICTURE } from '../shared/picture-variants'

/** A page's picture for link previews: its size and type where known (a first share then shows it). */
export interface ShareImage {
  src: string
  alt: string
  width?: number
  height?: number
  type?: string
}

/** The picture a link preview shows for a page without one of its own (1200×630), its tagline in each language. */
export const SHARE_IMAGES: Readonly<Record<Locale, ShareImage>> = {
  en: { src: '/images/share.jpg', ...SHARE_PICTURE, alt: site.name },
  fr: { src: '/images/share.fr.jpg', ...SHARE_PICTURE, alt: site.name },
}

/** About as many characters of a title as a search result shows (about 600 px of it). */
const TITLE_FITS = 60

/**
 * A post's or job's title, written in the backend at any length, then the site's name where both fit
 * a search result; a longer one goes alone (results name the site on a line of their own), so the words
 * cut off are never the record's. The site's own pages always end with its name.
 */
function recordTitle(title: string, siteName: string): string {
  const both = `${title} | ${siteName}`
  return both.length <= TITLE_FITS ? both : title
}

interface PageMetaProps {
  /** The page's own title; the site name is appended (for a post or job, where both fit). Plain text. */
  title: string
  /** Plain text. */
  description: string
  /**
   * The page's own path in the app (/news, not /fr/news): its address in the page's language is the
   * canonical link and og:url, and its address in each language an alternate. Left out on screens
   * that are no page of their own (not found, errors): they ask not to be indexed instead.
   */
  path?: string
  /**
   * A post's or job's own language. Its page in that language is the one to index: the copy in the
   * other language's frame (its words untranslated) names it as canonical, and neither names the other
   * as a translation. Also a list's numbered page, whose batch the other language's page does not hold.
   * Left out, the page exists in both languages, each its own.
   */
  writtenIn?: Locale
  /** 'article' for a post. */
  type?: 'website' | 'article'
  /** An article's dates (ISO 8601), which link previews show beside it. */
  published?: string
  modified?: string
  /** The page's picture for link previews; the site's share picture, in the page's language, by default. */
  image?: ShareImage
}

const GIVES_WAY = 'data-gives-way-to-screen'
const HTML_META =
  'title, meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"]'

/**
 * Where React draws the page afresh (a post's address or a search served the app shell, or a
 * prerendered page with a query), the HTML's title and meta tags are not React's: they stay until
 * the screen's own are in place (a tab never goes without a title), then PageMeta removes them, so
 * a description read from the top is the screen's.
 */
export function handOverHtmlMeta(): void {
  for (const tag of document.head.querySelectorAll(HTML_META)) tag.setAttribute(GIVES_WAY, '')
}

/** The site's X account, named in its cards ('@maplepathways'). */
const X_ACCOUNT = site.social.find((link) => link.icon === 'x')?.href.replace(/^.*\//, '@')

/**
 * Per-page <title>, description, canonical link, the page in each language (hreflang, English the
 * default), the news and jobs feeds of the page's language, and link-preview tags (Open Graph, and
 * X's card, which reads the og: tags for the rest), in the page's language. React 19 hoists them into
 * <head>, and escapes every value.
 */
export function PageMeta({
  title,
  description,
  path,
  writtenIn,
  type = 'website',
  image,
  published,
  modified,
}: PageMetaProps) {
  useLayoutEffect(() => {
    for (const tag of document.head.querySelectorAll(`[${GIVES_WAY}]`)) tag.remove()
  }, [])
  const locale = useLocale()
  const { name, newsFeedTitle, jobsFeedTitle } = useSiteContent().site
  const url = path === undefined ? undefined : absoluteUrl(pathIn(writtenIn ?? locale, path))
  const { src, width, height, type: imageType, alt } = image ?? SHARE_IMAGES[writtenIn ?? locale]
  // Each language's page, English the default; a record's only in its own language.
  const alternates =
    path === undefined
      ? []
      : writtenIn
        ? [...HREFLANGS[writtenIn], 'x-default'].map((hrefLang) => ({ hrefLang, href: url! }))
        : [
            ...LOCALES.flatMap((each) =>
              HREFLANGS[each].map((hrefLang) => ({ hrefLang, href: absoluteUrl(pathIn(each, path)) })),
            ),
            { hrefLang: 'x-default', href: absoluteUrl(path) },
          ]
  return (
    <>
      <title>{writtenIn ? recordTitle(title, name) : `${title} | ${name}`}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      {alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      {/* Feed readers find the news and the jobs from any page of the site. */}
      <link
        rel="alternate"
        type="application/atom+xml"
        title={newsFeedTitle}
        href={absoluteUrl(pathIn(locale, paths.newsFeed))}
      />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={jobsFeedTitle}
        href={absoluteUrl(pathIn(locale, paths.jobsFeed))}
      />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={name} />
      {/* A record's language is its own, whichever frame shows it, and it has no other. */}
      <meta property="og:locale" content={OG_LOCALE[writtenIn ?? locale]} />
      {!writtenIn && <meta property="og:locale:alternate" content={OG_LOCALE[otherLocale(locale)]} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={absoluteUrl(src)} />
      {width && <meta property="og:image:width" content={String(width)} />}
      {height && <meta property="og:image:height" content={String(height)} />}
      {imageType && <meta property="og:image:type" content={imageType} />}
      <meta property="og:image:alt" content={alt} />
      {type === 'article' && published && <meta property="article:published_time" content={published} />}
      {type === 'article' && modified && <meta property="article:modified_time" content={modified} />}
      <meta name="twitter:card" content="summary_large_image" />
      {X_ACCOUNT && <meta name="twitter:site" content={X_ACCOUNT} />}
    </>
  )
}
