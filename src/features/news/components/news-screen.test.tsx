import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { absoluteUrl } from '../../../config/site-url'
import type { BlogPost } from '../../../shared/models'
import { getBlogPost } from '../api/get-blog-post'
import { listBlogPosts } from '../api/list-blog-posts'
import { expressEntry, hiddenPost, studyPermits, testPosts } from '../test-posts'
import { POSTS_PER_BATCH } from '../../../shared/list-batches'
import { NewsScreen } from './news-screen'
import { BREAKS_THE_PAGE } from '../../../lib/test-summary-that-breaks'
import { wordsHeardIn } from '../../../lib/test-status-regions'

vi.mock('../api/list-blog-posts', () => ({ listBlogPosts: vi.fn() }))
const listMock = vi.mocked(listBlogPosts)
// A post the list does not hold is asked for by its id (one in the other language opens too).
vi.mock('../api/get-blog-post', () => ({ getBlogPost: vi.fn() }))
// A post that fails to draw: one whose text says so breaks its summary.
vi.mock('../../../lib/summary', () => import('../../../lib/test-summary-that-breaks'))
const getPostMock = vi.mocked(getBlogPost)

function NewsRoute() {
  const { id, page } = useParams()
  return <NewsScreen postId={id} page={page === undefined ? 1 : Number(page)} />
}

function renderNews(url = '/news') {
  const router = createMemoryRouter(
    [
      { path: '/news', Component: NewsRoute },
      { path: '/news/page/:page', Component: NewsRoute },
      { path: '/news/:id', Component: NewsRoute },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const resolveWith = (posts: BlogPost[]) =>
  listMock.mockImplementation(async ({ onPage } = {}) => {
    onPage?.(posts)
    return posts
  })

const cards = () => screen.queryAllByTestId('post-card')
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent)

beforeEach(() => {
  listMock.mockReset()
  resolveWith(testPosts)
  getPostMock.mockReset()
  getPostMock.mockImplementation(async (id) => testPosts.find((post) => post.$id === id))
})

afterEach(() => {
  delete (window as { __xss?: unknown }).__xss
})

describe('news list (docs/specification.md §2, /news)', () => {
  it('a post that fails to draw costs only its own page: the next post opened in the same screen shows', async () => {
    const broken: BlogPost = {
      ...studyPermits,
      $id: 'post-broken',
      title: 'Broken Record',
      content: `<p>${BREAKS_THE_PAGE}</p>`,
    }
    resolveWith([broken, ...testPosts])
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const router = renderNews(`/news/${broken.$id}`)
    expect(await screen.findByText('This post could not be shown.')).toBeInTheDocument()
    await act(() => router.navigate(`/news/${expressEntry.$id}`))
    expect(await screen.findByRole('heading', { level: 1, name: expressEntry.title })).toBeInTheDocument()
    expect(screen.queryByText('This post could not be shown.')).not.toBeInTheDocument()
  })

  it(`draws long lists ${POSTS_PER_BATCH} cards at a time, with 'Show more posts'; a search starts over`, async () => {
    // Three batches, the last one short; half of them match 'work', more than a batch.
    const total = 2 * POSTS_PER_BATCH + 6
    const many = Array.from({ length: total }, (_, i) => ({
      ...expressEntry,
      $id: `p${i}`,
      title: i % 2 ? `Work permit update ${i}` : `Study note ${i}`,
    }))
    resolveWith(many)
    renderNews()
    await screen.findByRole('link', { name: 'Study note 0' })
    expect(cards()).toHaveLength(POSTS_PER_BATCH)
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Show more posts' }))
    expect(cards()).toHaveLength(2 * POSTS_PER_BATCH)
    // Focus goes to the first card added, also when the button goes with the last batch.
    expect(cards()[POSTS_PER_BATCH]?.closest('li')).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Show more posts' }))
    expect(cards()).toHaveLength(total)
    expect(screen.queryByRole('button', { name: 'Show more posts' })).not.toBeInTheDocument()
    expect(cards()[2 * POSTS_PER_BATCH]?.closest('li')).toHaveFocus()
    await user.type(screen.getByPlaceholderText('Search news...'), 'work')
    await vi.waitFor(() => expect(cards()).toHaveLength(POSTS_PER_BATCH))
    expect(cardTitles().every((title) => title?.startsWith('Work permit'))).toBe(true)
  })

  it('a numbered page (/news/page/2) starts at its batch, with a link to the newer posts; a search looks through every post', async () => {
    const total = 2 * POSTS_PER_BATCH + 6
    const many = Array.from({ length: total }, (_, i) => ({ ...expressEntry, $id: `p${i}`, title: `Note ${i}` }))
    resolveWith(many)
    renderNews('/news/page/2')
    await screen.findByRole('link', { name: `Note ${POSTS_PER_BATCH}` })
    expect(cardTitles()).toEqual(many.slice(POSTS_PER_BATCH, 2 * POSTS_PER_BATCH).map((post) => post.title))
    expect(screen.getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/news')
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Show more posts' }))
    expect(cards()).toHaveLength(POSTS_PER_BATCH + 6)
    await user.type(screen.getByPlaceholderText('Search news...'), 'Note 0')
    await vi.waitFor(() => expect(cardTitles()).toEqual(['Note 0']))
    expect(screen.queryByRole('link', { name: 'Newer posts' })).not.toBeInTheDocument()
  })

  it('a numbered page past the end of a list that has shrunk says so, and links to the latest posts', async () => {
    renderNews('/news/page/4')
    expect(await screen.findByText('There are no more posts on this page.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See the latest posts' })).toHaveAttribute('href', '/news')
  })

  it("shows the hero with 'Search news...' and 'Our Latest Blogs', and 'Loading blogs...' while loading", async () => {
    listMock.mockImplementation(() => new Promise(() => {}))
    renderNews()
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Latest Blogs' })).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Search news...')).toBeInTheDocument()
    expect(screen.getByText('Loading blogs...')).toBeInTheDocument()
  })

  it('shows the first page as soon as it arrives, while the rest still loads', async () => {
    let finish: (posts: BlogPost[]) => void = () => {}
    listMock.mockImplementation(({ onPage } = {}) => {
      onPage?.([expressEntry])
      return new Promise((resolve) => (finish = resolve))
    })
    renderNews()
    expect(await screen.findByRole('link', { name: expressEntry.title })).toBeInTheDocument()
    expect(screen.getByText('Loading blogs...')).toBeInTheDocument()
    await act(async () => finish([expressEntry, studyPermits]))
    expect(screen.getByRole('link', { name: studyPermits.title })).toBeInTheDocument()
    expect(screen.queryByText('Loading blogs...')).not.toBeInTheDocument()
  })

  it('lists only posts whose visibility contains this host name, in the order received', async () => {
    renderNews()
    await screen.findByRole('link', { name: expressEntry.title })
    expect(cardTitles()).toEqual([expressEntry.title, studyPermits.title])
    expect(screen.queryByText(hiddenPost.title)).not.toBeInTheDocument()
  })

  it('filters by title, case-insensitively, and keeps the search in ?q=', async () => {
    const router = renderNews()
    await screen.findByRole('link', { name: expressEntry.title })
    const user = userEvent.setup({ delay: null })
    const searches: string[] = []
    const unsubscribe = router.subscribe((state) => searches.push(state.location.search))
    await user.type(screen.getByPlaceholderText('Search news...'), 'STUDY')
    expect(cardTitles()).toEqual([studyPermits.title])
    // The address catches up once typing pauses.
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=STUDY'))
    // One navigation for the whole word, not one per key (each re-rendered the screen).
    unsubscribe()
    expect(new Set(searches)).toEqual(new Set(['?q=STUDY']))
    // Typing replaces the address rather than pushing one entry per key.
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('says so in a live region already on the page when a search finds nothing', async () => {
    renderNews('/news')
    await screen.findAllByRole('article')
    const liveRegions = screen.getAllByRole('status')
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search news...'), 'zzzz')
    await vi.waitFor(() =>
      expect(liveRegions.map((region) => region.textContent)).toContain('No posts match your search.'),
    )
  })

  it('says how many posts a search found in the same region, heard and not shown (the grid shows them), once the typing pauses', async () => {
    renderNews('/news')
    await screen.findAllByRole('article')
    const liveRegions = screen.getAllByRole('status')
    const { heard, stop } = wordsHeardIn(liveRegions, /found/)
    // 'S' finds two posts, 'STUDY' one: only the count the visitor stopped at is said.
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search news...'), 'STUDY')
    await vi.waitFor(() => expect(liveRegions.map((region) => region.textContent)).toContain('1 post found'), {
      timeout: 3000,
    })
    stop()
    expect(new Set(heard)).toEqual(new Set(['1 post found']))
    expect(liveRegions.find((region) => region.textContent === '1 post found')).toHaveClass('visually-hidden')
  })

  it('takes a search of spaces alone for no search: nothing announced, nothing printed above the list', async () => {
    renderNews('/news')
    const cardsBefore = (await screen.findAllByRole('article')).length
    const liveRegions = screen.getAllByRole('status')
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search news...'), '   ')
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.getAllByRole('article')).toHaveLength(cardsBefore)
    expect(liveRegions.map((region) => region.textContent)).not.toContainEqual(expect.stringMatching(/found/))
    expect(document.querySelector('.print-only')).toBeNull()
  })

  it('offers to clear a search that finds nothing: the posts come back, the first one focused, the address plain', async () => {
    const router = renderNews('/news?q=zzz')
    await screen.findByText('No posts match your search.')
    expect(screen.getByText('The search looks in post titles.')).toBeInTheDocument()
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Clear search' }))
    await vi.waitFor(() => expect(cards().length).toBeGreaterThan(0))
    expect(screen.getByPlaceholderText('Search news...')).toHaveValue('')
    await vi.waitFor(() => expect(document.activeElement).toBe(cards()[0]!.closest('li')))
    await vi.waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
  })

  it('matches the title only, and never shows a hidden post even when its title matches', async () => {
    renderNews('/news?q=partner')
    await screen.findByText('No posts match your search.')
    expect(cards()).toHaveLength(0)
    expect(screen.queryByText(hiddenPost.title)).not.toBeInTheDocument()
  })

  it('restores the search from the address', async () => {
    renderNews('/news?q=express')
    await screen.findByRole('link', { name: expressEntry.title })
    expect(screen.getByPlaceholderText('Search news...')).toHaveValue('express')
    expect(cardTitles()).toEqual([expressEntry.title])
  })

  it('shows the image, the title, the date and the sanitised content (as text, a preview)', async () => {
    renderNews()
    const card = (await screen.findByRole('link', { name: expressEntry.title })).closest('article')!
    const image = card.querySelector('img')!
    expect(image).toHaveAttribute('src', expressEntry.imageUrl)
    expect(image).toHaveAttribute('width')
    expect(image).toHaveAttribute('height')
    expect(within(card).getByText(/The latest/)).toBeInTheDocument()
    // The day it was published, as a date a machine reads too.
    expect(card.querySelector('time')).toHaveTextContent('May 1, 2026')
    expect(card.querySelector('time')).toHaveAttribute('datetime', expressEntry.createdAt)
    expect(card.innerHTML).not.toMatch(/<script|onerror/i)
    // Read by a screen reader as it is seen; the card's one link is its title's.
    expect(within(card).getByTestId('post-preview')).not.toHaveAttribute('inert')
    expect(within(card).getAllByRole('link')).toHaveLength(1)
    // The three-line clamp itself is checked in a real browser (tests/e2e/news.spec.ts).
  })

  it("loads the first card's image first, the rest of the first row at once and the others lazily", async () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ ...studyPermits, $id: `p${i}`, title: `Post ${i}` }))
    resolveWith(many)
    renderNews()
    await screen.findByRole('link', { name: 'Post 4' })
    const images = cards().map((card) => card.querySelector('img')!)
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([null, null, null, 'lazy', 'lazy'])
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null])
  })

  it('falls back to /default-image.jpg when the image is missing, and once when it is broken', async () => {
    renderNews()
    const missing = (await screen.findByRole('link', { name: studyPermits.title }))
      .closest('article')!
      .querySelector('img')!
    expect(missing).toHaveAttribute('src', '/default-image.jpg')
    const broken = screen.getByRole('link', { name: expressEntry.title }).closest('article')!.querySelector('img')!
    fireEvent.error(broken)
    expect(broken).toHaveAttribute('src', '/default-image.jpg')
    fireEvent.error(broken)
    expect(broken).toHaveAttribute('src', '/default-image.jpg')
  })

  it("on failure logs 'Error fetching blogs:', shows an empty list, ends loading, and offers Retry", async () => {
    const error = new Error('Failed to fetch')
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    listMock.mockRejectedValueOnce(error)
    renderNews()
    expect(await screen.findByRole('alert')).toHaveTextContent('The news could not be loaded')
    expect(consoleError).toHaveBeenCalledWith('Error fetching blogs:', error)
    expect(cards()).toHaveLength(0)
    expect(screen.queryByText('Loading blogs...')).not.toBeInTheDocument()

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: expressEntry.title })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(listMock).toHaveBeenCalledTimes(2)
  })

  it('never runs a script from a post', async () => {
    renderNews()
    await screen.findByRole('link', { name: expressEntry.title })
    expect((window as { __xss?: unknown }).__xss).toBeUndefined()
    expect(document.querySelector('main script, article script')).toBeNull()
  })
})

describe('post detail (/news/:id, docs/decisions.md)', () => {
  it('opens in place on click, with the address /news/{id} keeping the search', async () => {
    const router = renderNews('/news?q=express')
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('link', { name: expressEntry.title }))
    expect(await screen.findByRole('heading', { level: 1, name: expressEntry.title })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/news/post-express')
    expect(router.state.location.search).toBe('?q=express')
    expect(listMock).toHaveBeenCalledTimes(1)
  })

  it("shows 'By {author} - {created date}', the image and the sanitised HTML content", async () => {
    renderNews('/news/post-express')
    const article = (await screen.findByRole('heading', { level: 1, name: expressEntry.title })).closest('article')!
    expect(within(article).getByText('By Alice Martin - May 1, 2026')).toBeInTheDocument()
    // Decorative: the title is the heading right above it, so a screen reader does not hear it twice.
    const image = article.querySelector('img')!
    expect(image).toHaveAttribute('src', expressEntry.imageUrl)
    expect(image).toHaveAttribute('alt', '')
    // Another site's page opens in a new tab, which a screen reader is told.
    const link = within(article).getByRole('link', { name: /^IRCC ?\(opens in a new tab\)$/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(article.innerHTML).not.toMatch(/<script>window|onerror/i)
    expect((window as { __xss?: unknown }).__xss).toBeUndefined()
  })

  it('names no person to search engines for an author of markup alone; the company instead', async () => {
    resolveWith([{ ...expressEntry, author: '<b></b>' }])
    renderNews('/news/post-express')
    await screen.findByRole('heading', { level: 1, name: expressEntry.title })
    const [article] = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<
      string,
      unknown
    >[]
    expect(article).toMatchObject({ author: { '@type': 'LocalBusiness', name: 'Maple Pathways Immigration' } })
  })

  it("says 'Unknown Author' when there is none, and falls back to the default image", async () => {
    renderNews('/news/post-study')
    await screen.findByRole('heading', { level: 1, name: studyPermits.title })
    expect(screen.getByText('By Unknown Author - April 15, 2026')).toBeInTheDocument()
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', '/default-image.jpg')
    // For search engines and link previews: the company as author, and the site's share picture.
    const [article] = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<
      string,
      unknown
    >[]
    expect(article).toMatchObject({
      author: { '@type': 'LocalBusiness', name: 'Maple Pathways Immigration' },
      image: [absoluteUrl('/images/share.jpg')],
    })
    expect(JSON.stringify(article)).not.toContain('Unknown')
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      absoluteUrl('/images/share.jpg'),
    )
    expect(document.head.querySelector('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  })

  it("'Back to News' returns to the list with the search kept", async () => {
    const router = renderNews('/news?q=study')
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('link', { name: studyPermits.title }))
    await user.click(await screen.findByRole('link', { name: 'Back to News' }))
    expect(await screen.findByPlaceholderText('Search news...')).toHaveValue('study')
    expect(router.state.location.pathname).toBe('/news')
    expect(router.state.location.search).toBe('?q=study')
    expect(cardTitles()).toEqual([studyPermits.title])
  })

  it('links the newer and the older post under a post (never one hidden on this host); the newest only the older', async () => {
    const [first, second, third] = ['First news', 'Second news', 'Third news'].map((title, i) => ({
      ...expressEntry,
      $id: `p${i}`,
      title,
    }))
    resolveWith([first!, { ...hiddenPost, $id: 'hidden' }, second!, third!])
    const router = renderNews('/news/p1')
    const links = async () =>
      within(await screen.findByRole('navigation', { name: 'More posts' }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')])
    expect(await links()).toEqual([
      ['Newer post First news', '/news/p0'],
      ['Older post Third news', '/news/p2'],
    ])
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('link', { name: 'Newer post First news' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'First news' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/news/p0')
    expect(await links()).toEqual([['Older post Second news', '/news/p1']])
  })

  it('shows the trail its BreadcrumbList describes: Home, then News (with the search), then the post', async () => {
    renderNews('/news/post-study?q=caps')
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' })
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href') ?? null]),
    ).toEqual([
      ['Home', '/'],
      ['News', '/news?q=caps'],
      [studyPermits.title, null],
    ])
  })

  it("'Back to News' from a post opened by its address leads to /news with its search", async () => {
    renderNews('/news/post-study?q=caps')
    const back = await screen.findByRole('link', { name: 'Back to News' })
    expect(back).toHaveAttribute('href', '/news?q=caps')
  })

  it('says the post was not found, with a way back, for an unknown id', async () => {
    renderNews('/news/no-such-post')
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/news')
  })

  it("offline, a post it cannot find is 'not saved on this device', never 'not found', with the way back", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderNews('/news/post-never-saved')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This post is not saved on this device' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Post not found')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/news')
    onLine.mockRestore()
  })

  it('treats a post hidden on this host as not found', async () => {
    renderNews('/news/post-hidden')
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument()
    expect(screen.queryByText(hiddenPost.title)).not.toBeInTheDocument()
  })

  it("waits with 'Loading blogs...' rather than saying not found while the list loads", async () => {
    listMock.mockImplementation(() => new Promise(() => {}))
    renderNews('/news/post-express')
    expect(await screen.findByText('Loading blogs...')).toBeInTheDocument()
    expect(screen.queryByText('Post not found')).not.toBeInTheDocument()
  })

  it('carries schema.org Article data: headline, author, datePublished, image', async () => {
    renderNews('/news/post-express')
    await screen.findByRole('heading', { level: 1, name: expressEntry.title })
    const script = document.querySelector('script[type="application/ld+json"]')!
    const [article, breadcrumbs] = JSON.parse(script.textContent!) as Record<string, unknown>[]
    // The live site's addresses (VITE_SITE_URL), whatever address the page was opened at.
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: expressEntry.title,
      author: { '@type': 'Person', name: 'Alice Martin' },
      datePublished: expressEntry.createdAt,
      // Its own picture, as shown and in the copy sized and encoded for link previews.
      image: [absoluteUrl(expressEntry.imageUrl!), absoluteUrl('/images/news/news-01-share.jpg')],
      url: absoluteUrl('/news/post-express'),
      publisher: { '@type': 'LocalBusiness', name: 'Maple Pathways Immigration' },
    })
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: absoluteUrl('/') },
        { position: 2, name: 'News', item: absoluteUrl('/news') },
        { position: 3, name: expressEntry.title, item: absoluteUrl('/news/post-express') },
      ],
    })
    // Its link preview's picture, with the size and type a network needs to show it on a first share.
    const meta = (property: string) =>
      document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')
    expect(['og:image', 'og:image:width', 'og:image:height', 'og:image:type'].map(meta)).toEqual([
      absoluteUrl('/images/news/news-01-share.jpg'),
      '1200',
      '630',
      'image/jpeg',
    ])
  })
})

describe('sharing a post (docs/specification.md §2)', () => {
  // The post's address on the live site (VITE_SITE_URL): a shared link leads there.
  const address = () => absoluteUrl('/news/post-express')

  it('offers WhatsApp, Facebook, Twitter/X and LinkedIn buttons with 32 px icons', async () => {
    renderNews('/news/post-express')
    await screen.findByRole('heading', { level: 1, name: expressEntry.title })
    // The share buttons are a part of their own, drawn once their code has arrived.
    for (const name of ['Share on WhatsApp', 'Share on Facebook', 'Share on X', 'Share on LinkedIn']) {
      const button = await screen.findByRole('button', { name })
      expect(button.querySelector('svg')).toHaveAttribute('width', '32')
    }
  })

  it('opens each network’s share page in a popup of about 550x400 (LinkedIn’s is its own 750x600: docs/decisions.md)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const user = userEvent.setup({ delay: null })
    renderNews('/news/post-express')
    const sizes: Record<string, string> = {}
    for (const network of ['WhatsApp', 'Facebook', 'X', 'LinkedIn']) {
      await user.click(await screen.findByRole('button', { name: `Share on ${network}` }))
      const features = String(open.mock.lastCall?.[2])
      sizes[network] = `${/width=(\d+)/.exec(features)?.[1]}x${/height=(\d+)/.exec(features)?.[1]}`
    }
    expect(sizes).toEqual({ WhatsApp: '550x400', Facebook: '550x400', X: '550x400', LinkedIn: '750x600' })
  })

  it('shares the post’s own address', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderNews('/news/post-express')
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Share on Facebook' }))
    expect(open).toHaveBeenCalledTimes(1)
    expect(String(open.mock.calls[0]?.[0])).toContain(encodeURIComponent(address()))
  })

  it("'Copy Link' copies the post’s address and says 'Link copied to clipboard!'", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const user = userEvent.setup({ delay: null })
    renderNews('/news/post-express')
    await user.click(await screen.findByRole('button', { name: 'Copy Link' }))
    expect(await navigator.clipboard.readText()).toBe(address())
    expect(alert).toHaveBeenCalledWith('Link copied to clipboard!')
  })

  it("says 'Failed to copy the link.' when the clipboard refuses", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const user = userEvent.setup({ delay: null })
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'))
    renderNews('/news/post-express')
    await user.click(await screen.findByRole('button', { name: 'Copy Link' }))
    expect(alert).toHaveBeenCalledWith('Failed to copy the link.')
  })

  it('offers the native share sheet only where the Web Share API exists; elsewhere a new e-mail with the link', async () => {
    renderNews('/news/post-express')
    await screen.findByRole('heading', { level: 1, name: expressEntry.title })
    // The share bar is its own chunk: wait for it to be drawn before looking for what it leaves out.
    await screen.findByRole('button', { name: 'Copy Link' })
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument()
    const email = new URL(screen.getByRole('link', { name: 'Email' }).getAttribute('href')!)
    expect(email.protocol).toBe('mailto:')
    expect(email.searchParams.get('subject')).toBe(expressEntry.title)
    // Lines end in CRLF, as mailto: addresses write them (RFC 6068).
    expect(email.searchParams.get('body')).toBe(`${expressEntry.title}\r\n${address()}`)
  })

  it('opens the native share sheet with the post’s title and address', async () => {
    const share = vi.fn(async () => {})
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    try {
      renderNews('/news/post-express')
      await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Share' }))
      expect(share).toHaveBeenCalledWith({ title: expressEntry.title, url: address() })
      // The device's sheet offers e-mail itself.
      expect(screen.queryByRole('link', { name: 'Email' })).not.toBeInTheDocument()
    } finally {
      delete (navigator as { share?: unknown }).share
    }
  })
})
