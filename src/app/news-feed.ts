// Build time: each language's news as an Atom feed (/feed.xml, /fr/feed.xml), for feed readers and
// the aggregators that follow a consultancy's updates. Like the pages, it is written from what the
// build read, so it lists exactly the posts the built /news lists: the newest, each whole, sanitised as
// on its page, with its own page as its address.
import { paths } from '../config/paths'
import { absoluteUrl } from '../config/site-url'
import { site as englishSite } from '../content/site'
import { site as frenchSite } from '../content/site.fr'
import { newsContent as englishNews } from '../features/news/news-content'
import { newsContent as frenchNews } from '../features/news/news-content.fr'
import { postSharePicture } from '../features/news/share-picture'
import { sanitizeHtml, toPlainText } from '../lib/sanitize'
import { firstSentences } from '../lib/summary'
import { recordLanguage } from '../shared/content-language'
import { HTML_LANG, pathIn, type Locale } from '../shared/locales'
import type { BlogPost } from '../shared/models'
import { escapeXml, latestDate, xmlDate } from './xml'

/** How many posts a feed holds: readers keep what they have read, so the newest are enough. */
export const FEED_LENGTH = 20

const WORDS: Record<Locale, { site: { name: string; newsFeedTitle: string }; news: { pageDescription: string } }> = {
  en: { site: englishSite, news: englishNews },
  fr: { site: frenchSite, news: frenchNews },
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

/** A post's entry, and its last change (the feed's is the latest of its entries'). */
function entryOf(post: BlogPost, locale: Locale, builtAt: Date): { xml: string; updated: string } {
  const url = absoluteUrl(pathIn(locale, paths.newsPost(post.$id)))
  const title = toPlainText(post.title)
  const published = xmlDate(post.createdAt) ?? xmlDate(post.$createdAt)
  const updated = xmlDate(post.$updatedAt) ?? published ?? builtAt.toISOString()
  // Written as plain text: an author that is only markup has none, and the entry takes the feed's.
  const author = toPlainText(post.author ?? '').trim()
  const summary = firstSentences(toPlainText(post.content))
  // The picture its page and link previews show, first, as readers show a post's first picture.
  const picture = absoluteUrl(postSharePicture(post.imageUrl, title).src)
  const content = `<p><img src="${escapeXml(picture)}" alt=""></p>${sanitizeHtml(post.content, { addressesFrom: url })}`
  const xml = [
    '<entry>',
    element('title', title),
    `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
    element('id', url),
    ...(published ? [element('published', published)] : []),
    element('updated', updated),
    ...(author ? [`<author>${element('name', author)}</author>`] : []),
    ...(summary ? [element('summary', summary)] : []),
    // xml:base too, for a reader that resolves what the content's own markup may still hold relative.
    `<content type="html" xml:base="${escapeXml(url)}">${escapeXml(content)}</content>`,
    '</entry>',
  ].join('')
  return { xml, updated }
}

/**
 * The feed of `locale`'s posts (the visible ones, newest first, as the build read them): its own
 * posts only, the newest FEED_LENGTH. `builtAt` dates what has no date of its own (a feed with no post).
 */
export function newsFeedXml(posts: readonly BlogPost[], locale: Locale, builtAt: Date): string {
  const { site, news } = WORDS[locale]
  const entries = posts
    .filter((post) => recordLanguage(post) === locale)
    .slice(0, FEED_LENGTH)
    .map((post) => entryOf(post, locale, builtAt))
  const feedUrl = absoluteUrl(pathIn(locale, paths.newsFeed))
  const newsUrl = absoluteUrl(pathIn(locale, paths.news))
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${HTML_LANG[locale]}">`,
    element('title', site.newsFeedTitle),
    element('subtitle', news.pageDescription),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(newsUrl)}"/>`,
    element('id', feedUrl),
    element('updated', latestDate(entries.map((entry) => entry.updated)) ?? builtAt.toISOString()),
    // Posts without an author of their own are the company's.
    `<author>${element('name', site.name)}<uri>${escapeXml(absoluteUrl(pathIn(locale, paths.home)))}</uri></author>`,
    element('icon', absoluteUrl('/icons/pwa-192.png')),
    ...entries.map((entry) => entry.xml),
    '</feed>',
    '',
  ].join('\n')
}
