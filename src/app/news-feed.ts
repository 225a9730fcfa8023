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
import { pathIn, type Locale } from '../shared/locales'
import type { BlogPost } from '../shared/models'
import { atomFeedXml, type AtomEntry } from './atom'
import { escapeXml, xmlDate } from './xml'

/** How many posts a feed holds: readers keep what they have read, so the newest are enough. */
export const FEED_LENGTH = 20

const WORDS: Record<Locale, { title: string; subtitle: string }> = {
  en: { title: englishSite.newsFeedTitle, subtitle: englishNews.pageDescription },
  fr: { title: frenchSite.newsFeedTitle, subtitle: frenchNews.pageDescription },
}

function entryOf(post: BlogPost, locale: Locale, builtAt: Date): AtomEntry {
  const path = paths.newsPost(post.$id)
  const title = toPlainText(post.title)
  const published = xmlDate(post.createdAt) ?? xmlDate(post.$createdAt)
  // The picture its page and link previews show, first, as readers show a post's first picture.
  const picture = absoluteUrl(postSharePicture(post.imageUrl, title, recordLanguage(post)).src)
  const addressesFrom = absoluteUrl(pathIn(locale, path))
  return {
    title,
    path,
    published,
    updated: xmlDate(post.$updatedAt) ?? published ?? builtAt.toISOString(),
    // Written as plain text: an author that is only markup has none, and the entry takes the feed's.
    author: toPlainText(post.author ?? '').trim() || undefined,
    summary: firstSentences(toPlainText(post.content)) || undefined,
    html: `<p><img src="${escapeXml(picture)}" alt=""></p>${sanitizeHtml(post.content, { addressesFrom })}`,
  }
}

/**
 * The feed of `locale`'s posts (the visible ones, newest first, as the build read them): its own
 * posts only, the newest FEED_LENGTH. `builtAt` dates what has no date of its own (a feed with no post).
 */
export function newsFeedXml(posts: readonly BlogPost[], locale: Locale, builtAt: Date): string {
  return atomFeedXml({
    locale,
    ...WORDS[locale],
    path: paths.newsFeed,
    pagePath: paths.news,
    entries: posts
      .filter((post) => recordLanguage(post) === locale)
      .slice(0, FEED_LENGTH)
      .map((post) => entryOf(post, locale, builtAt)),
    builtAt,
  })
}
