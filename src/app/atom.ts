// Build time: an Atom feed (RFC 4287) as the site writes them (news-feed.ts, job-feed.ts): in the
// page's language, at its address on the live site, the company its author, each entry a page of the site.
import { paths } from '../config/paths'
import { absoluteUrl } from '../config/site-url'
import { site as englishSite } from '../content/site'
import { site as frenchSite } from '../content/site.fr'
import { HTML_LANG, pathIn, type Locale } from '../shared/locales'
import { escapeXml, latestDate } from './xml'

const SITE_NAME: Record<Locale, string> = { en: englishSite.name, fr: frenchSite.name }

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

export interface AtomEntry {
  title: string
  /** Its page on the site, in the feed's language: its address and its id. */
  path: string
  /** Dates as xmlDate writes them; `updated` is required. */
  published?: string
  updated: string
  /** Its own author, if it names one (the feed's, the company, otherwise). */
  author?: string
  summary?: string
  /** Safe HTML (sanitised, or written from escaped text), its addresses absolute. */
  html: string
  category?: string
}

function entryXml(entry: AtomEntry, locale: Locale): string {
  const url = absoluteUrl(pathIn(locale, entry.path))
  return [
    '<entry>',
    element('title', entry.title),
    `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
    element('id', url),
    ...(entry.published ? [element('published', entry.published)] : []),
    element('updated', entry.updated),
    ...(entry.author ? [`<author>${element('name', entry.author)}</author>`] : []),
    ...(entry.category ? [`<category term="${escapeXml(entry.category)}"/>`] : []),
    ...(entry.summary ? [element('summary', entry.summary)] : []),
    // xml:base too, for a reader that resolves what the content's own markup may still hold relative.
    `<content type="html" xml:base="${escapeXml(url)}">${escapeXml(entry.html)}</content>`,
    '</entry>',
  ].join('')
}

export interface AtomFeed {
  locale: Locale
  title: string
  subtitle: string
  /** The feed's own path, and the page it follows (/news, /jobs), in the app. */
  path: string
  pagePath: string
  entries: readonly AtomEntry[]
  /** Dates the feed when no entry does (a feed with none). */
  builtAt: Date
}

/** The feed, as the newest of its entries (or the build) dates it. */
export function atomFeedXml({ locale, title, subtitle, path, pagePath, entries, builtAt }: AtomFeed): string {
  const feedUrl = absoluteUrl(pathIn(locale, path))
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${HTML_LANG[locale]}">`,
    element('title', title),
    element('subtitle', subtitle),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(pathIn(locale, pagePath)))}"/>`,
    element('id', feedUrl),
    element('updated', latestDate(entries.map((entry) => entry.updated)) ?? builtAt.toISOString()),
    `<author>${element('name', SITE_NAME[locale])}<uri>${escapeXml(absoluteUrl(pathIn(locale, paths.home)))}</uri></author>`,
    element('icon', absoluteUrl('/icons/pwa-192.png')),
    ...entries.map((entry) => entryXml(entry, locale)),
    '</feed>',
    '',
  ].join('\n')
}
