import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '../config/site-url'
import { expressEntry, studyPermits } from '../features/news/test-posts'
import type { BlogPost } from '../shared/models'
import { FEED_LENGTH, newsFeedXml } from './news-feed'
import { siteFiles } from './site-files'
import { contentOf, parsed } from './test-feeds'

const builtAt = new Date('2026-06-01T09:00:00.000Z')
const frenchPost: BlogPost = {
  ...studyPermits,
  $id: 'post-fr',
  title: 'Entrée express : les tirages de mai',
  language: 'fr',
  content: '<p>Les résultats du dernier tirage.</p>',
}

describe('the news feed (Atom)', () => {
  it("lists the language's posts, newest first, each at its page's address with its dates, author and summary", () => {
    const feed = parsed(newsFeedXml([expressEntry, frenchPost, studyPermits], 'en', builtAt))
    expect(feed.root.getAttribute('xml:lang')).toBe('en-CA')
    expect(feed.text('title')).toBe('Maple Pathways Immigration News')
    expect(feed.text('id')).toBe(absoluteUrl('/feed.xml'))
    expect(feed.child('link')?.getAttribute('rel')).toBe('self')
    // The newest change among its posts.
    expect(feed.text('updated')).toBe('2026-05-01T12:00:00.000Z')
    expect(feed.entries.map(({ content: _content, ...entry }) => entry)).toEqual([
      {
        title: expressEntry.title,
        id: absoluteUrl('/news/post-express'),
        link: absoluteUrl('/news/post-express'),
        published: '2026-05-01T12:00:00.000Z',
        updated: '2026-05-01T12:00:00.000Z',
        author: 'Alice Martin',
        summary: 'The latest IRCC draw.',
      },
      {
        title: studyPermits.title,
        id: absoluteUrl('/news/post-study'),
        link: absoluteUrl('/news/post-study'),
        published: '2026-04-15T12:00:00.000Z',
        updated: '2026-05-01T12:00:00.000Z',
        // No author of its own: the feed's, the company.
        author: undefined,
        summary: 'What the caps mean for students.',
      },
    ])
    expect(feed.child('author')?.textContent).toContain('Maple Pathways Immigration')
  })

  it('gives each post whole, sanitised as on its page: its picture first, no script, links that work from a reader', () => {
    const post = {
      ...expressEntry,
      content: `${expressEntry.content}<p><a href="/contact">Book a consultation</a></p>`,
    }
    const [entry] = parsed(newsFeedXml([post], 'en', builtAt)).entries
    const html = contentOf(entry!)
    expect(html.querySelector('img')?.getAttribute('src')).toBe(absoluteUrl('/images/news/news-01-share.jpg'))
    expect([...html.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://www.canada.ca/',
      absoluteUrl('/contact'),
    ])
    expect(html.querySelector('script')).toBeNull()
    expect(html.innerHTML).not.toContain('onerror')
    expect(html.textContent).toContain('The latest IRCC draw.')
  })

  it('in French: the French posts at their French addresses, in French words', () => {
    const feed = parsed(newsFeedXml([frenchPost], 'fr', builtAt))
    expect(feed.root.getAttribute('xml:lang')).toBe('fr-CA')
    expect(feed.text('title')).toBe('Nouvelles de Maple Pathways Immigration')
    expect(feed.text('id')).toBe(absoluteUrl('/fr/feed.xml'))
    expect(feed.entries.map((entry) => [entry.title, entry.link])).toEqual([
      [frenchPost.title, absoluteUrl('/fr/news/post-fr')],
    ])
    expect(parsed(newsFeedXml([expressEntry], 'fr', builtAt)).entries).toEqual([])
  })

  it(`holds the newest ${FEED_LENGTH} posts`, () => {
    const posts = Array.from({ length: FEED_LENGTH + 5 }, (_, i) => ({ ...studyPermits, $id: `p${i}` }))
    const ids = parsed(newsFeedXml(posts, 'en', builtAt)).entries.map((entry) => entry.id)
    expect(ids).toEqual(posts.slice(0, FEED_LENGTH).map((post) => absoluteUrl(`/news/${post.$id}`)))
  })

  it('stays well formed whatever a post holds: markup and entities in its title, characters XML cannot hold, unreadable dates', () => {
    const post = {
      ...studyPermits,
      title: 'Caps & <b>quotas</b> ]]> "2026"\u0000\u001b',
      author: 'O’Brien & <b>Partners</b>',
      content: '<p>Fees: &lt;$100 &amp; more</p>\u0008',
      createdAt: 'soon',
      $updatedAt: 'not a date',
    }
    const feed = parsed(newsFeedXml([post], 'en', builtAt))
    const [entry] = feed.entries
    expect(entry?.title).toBe('Caps & quotas ]]> "2026"')
    expect(entry?.author).toBe('O’Brien & Partners')
    // No date of its own that reads: its record's creation, which Appwrite always sets.
    expect([entry?.published, entry?.updated]).toEqual(['2026-05-01T12:00:00.000Z', '2026-05-01T12:00:00.000Z'])
    expect(contentOf(entry!).textContent).toContain('Fees: <$100 & more')
  })

  it('an author that is only markup is no author: the entry is the company’s', () => {
    const [entry] = parsed(newsFeedXml([{ ...expressEntry, author: '<img src=x>' }], 'en', builtAt)).entries
    expect(entry?.author).toBeUndefined()
  })

  it('is as new as its newest entry, whichever of its dates that entry has', () => {
    const edited = { ...studyPermits, $updatedAt: '2026-05-20T08:00:00.000+00:00' }
    const undated = { ...expressEntry, $id: 'undated', $updatedAt: 'n/a', createdAt: '2026-05-25T10:00:00.000Z' }
    expect(parsed(newsFeedXml([expressEntry, edited], 'en', builtAt)).text('updated')).toBe('2026-05-20T08:00:00.000Z')
    expect(parsed(newsFeedXml([undated, edited], 'en', builtAt)).text('updated')).toBe('2026-05-25T10:00:00.000Z')
  })

  it('a build that read no posts writes valid, empty feeds dated by the build', () => {
    const files = siteFiles(undefined, '2026-06-01', builtAt)
    for (const name of ['feed.xml', 'fr/feed.xml']) {
      const feed = parsed(files[name]!)
      expect(feed.entries).toEqual([])
      expect(feed.text('updated')).toBe('2026-06-01T09:00:00.000Z')
    }
  })
})
