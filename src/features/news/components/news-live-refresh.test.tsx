import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { provideBuiltData } from '../../../lib/built-data'
import { POSTS_PER_BATCH } from '../../../shared/list-batches'
import type { BlogPost } from '../../../shared/models'
import { listBlogPosts } from '../api/list-blog-posts'
import { expressEntry, hiddenPost, studyPermits } from '../test-posts'
import { NewsScreen } from './news-screen'

// The live refresh of a built /news (its posts in the HTML): it never moves what the visitor reads.

vi.mock('../api/list-blog-posts', () => ({ listBlogPosts: vi.fn() }))
const listMock = vi.mocked(listBlogPosts)

const freshPost: BlogPost = { ...studyPermits, $id: 'post-fresh', title: 'Published after the build' }

function NewsRoute() {
  const { id } = useParams()
  return <NewsScreen postId={id} />
}

/**
 * Opens `url` as a page built with `posts` (the first batch of `total`, when given); the live list
 * answers when the test says.
 */
function openBuilt(url: string, posts: BlogPost[], total?: number) {
  window.history.replaceState(null, '', url)
  provideBuiltData({
    path: window.location.pathname,
    lists: { blog: posts },
    ...(total && { totals: { blog: total } }),
  })
  let answer: (posts: BlogPost[]) => void = () => {}
  listMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
  const router = createMemoryRouter(
    [
      { path: '/news', Component: NewsRoute },
      { path: '/news/:id', Component: NewsRoute },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return { router, answer: (posts: BlogPost[]) => act(async () => answer(posts)) }
}

const cardTitles = () =>
  screen.queryAllByTestId('post-card').map((card) => within(card).getByRole('heading').textContent)
const showButton = () => screen.queryByRole('button', { name: /— show$/ })

beforeEach(() => {
  listMock.mockReset()
})

afterEach(() => {
  cleanup()
  provideBuiltData(null)
  window.history.replaceState(null, '', '/')
})

describe('the live refresh of /news', () => {
  it('the same posts change nothing in the list: the same elements, the same HTML, no notice', async () => {
    const { answer } = openBuilt('/news', [expressEntry, studyPermits])
    const list = screen.getByRole('list')
    const before = list.outerHTML
    const firstCard = screen.getAllByTestId('post-card')[0]
    // The built page stands for the whole list while it refreshes: nothing says it is loading.
    expect(screen.queryByText('Loading blogs...')).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Posts' })).toHaveAttribute('aria-busy', 'false')
    await answer([expressEntry, hiddenPost, studyPermits])
    expect(screen.queryByText('Loading blogs...')).not.toBeInTheDocument()
    expect(screen.getByRole('list')).toBe(list)
    expect(list.outerHTML).toBe(before)
    expect(screen.getAllByTestId('post-card')[0]).toBe(firstCard)
    expect(showButton()).not.toBeInTheDocument()
  })

  it("a post published since the build is announced ('1 new post — show'), not inserted; the button draws it and takes focus to it", async () => {
    const { answer } = openBuilt('/news', [expressEntry, studyPermits])
    await answer([freshPost, expressEntry, hiddenPost, studyPermits])
    expect(cardTitles()).toEqual([expressEntry.title, studyPermits.title])
    const button = screen.getByRole('button', { name: '1 new post — show' })
    // Announced politely, by its words (the button is not a live region).
    const status = screen.getAllByRole('status').find((region) => region.textContent === '1 new post')
    expect(status).toBeDefined()
    expect(button.closest('[role="status"]')).toBeNull()

    await userEvent.setup({ delay: null }).click(button)
    expect(cardTitles()).toEqual([freshPost.title, expressEntry.title, studyPermits.title])
    expect(screen.getAllByTestId('post-card')[0]?.closest('li')).toHaveFocus()
    expect(showButton()).not.toBeInTheDocument()
    expect(status).toBeEmptyDOMElement()
  })

  it('a new post shown keeps every post that was on screen: the batch grows rather than dropping its last', async () => {
    const built = Array.from({ length: POSTS_PER_BATCH }, (_, i) => ({
      ...expressEntry,
      $id: `p${i}`,
      title: `Post ${i}`,
    }))
    const older = { ...studyPermits, $id: 'post-older', title: 'An older post' }
    const { answer } = openBuilt('/news', built, POSTS_PER_BATCH + 1)
    await answer([freshPost, ...built, older])
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '1 new post — show' }))
    expect(cardTitles()).toEqual([freshPost.title, ...built.map((post) => post.title)])
    // The next batch starts where the visitor left off.
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Show more posts' }))
    expect(cardTitles().at(-1)).toBe(older.title)
  })

  it('a list wholly new (no post on screen is left) is drawn one batch at a time, not all at once', async () => {
    const fresh = Array.from({ length: 2 * POSTS_PER_BATCH }, (_, i) => ({
      ...expressEntry,
      $id: `n${i}`,
      title: `New post ${i}`,
    }))
    const { answer } = openBuilt('/news', [expressEntry, studyPermits])
    await answer(fresh)
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: `${2 * POSTS_PER_BATCH} new posts — show` }))
    expect(cardTitles()).toEqual(fresh.slice(0, POSTS_PER_BATCH).map((post) => post.title))
    expect(screen.getAllByTestId('post-card')[0]?.closest('li')).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Show more posts' })).toBeInTheDocument()
  })

  it('so many new posts above those on screen that keeping them would draw them all: one batch is drawn', async () => {
    const fresh = Array.from({ length: 5 * POSTS_PER_BATCH }, (_, i) => ({
      ...studyPermits,
      $id: `n${i}`,
      title: `New post ${i}`,
    }))
    const { answer } = openBuilt('/news', [expressEntry])
    await answer([...fresh, expressEntry])
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: `${5 * POSTS_PER_BATCH} new posts — show` }))
    expect(cardTitles()).toEqual(fresh.slice(0, POSTS_PER_BATCH).map((post) => post.title))
    expect(screen.getByRole('button', { name: 'Show more posts' })).toBeInTheDocument()
  })

  it('counts every new post: "2 new posts — show"', async () => {
    const { answer } = openBuilt('/news', [studyPermits])
    await answer([freshPost, { ...freshPost, $id: 'post-fresh-2' }, studyPermits])
    expect(screen.getByRole('button', { name: '2 new posts — show' })).toBeInTheDocument()
  })

  it("a post edited or removed since the build: 'The list of posts has been updated — show'", async () => {
    const { answer } = openBuilt('/news', [expressEntry, studyPermits])
    await answer([studyPermits])
    expect(cardTitles()).toEqual([expressEntry.title, studyPermits.title])
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'The list of posts has been updated — show' }))
    expect(cardTitles()).toEqual([studyPermits.title])
    expect(screen.getAllByTestId('post-card')[0]?.closest('li')).toHaveFocus()
  })

  it('a search is the visitor’s own new view: it draws from the fresh list, and the notice goes', async () => {
    const { answer } = openBuilt('/news', [expressEntry, studyPermits])
    await answer([freshPost, expressEntry, studyPermits])
    expect(showButton()).toBeInTheDocument()
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search news...'), 'published')
    await vi.waitFor(() => expect(cardTitles()).toEqual([freshPost.title]))
    expect(showButton()).not.toBeInTheDocument()
  })
})

describe('the live refresh of /news under a search (the address a search form sent)', () => {
  it('a new post the search does not find is no news: drawn without a word, the posts found as they were', async () => {
    const { answer } = openBuilt('/news?q=express', [expressEntry, studyPermits])
    await vi.waitFor(() => expect(cardTitles()).toEqual([expressEntry.title]))
    await answer([freshPost, expressEntry, studyPermits])
    expect(showButton()).not.toBeInTheDocument()
    expect(cardTitles()).toEqual([expressEntry.title])
    // Cleared, the search shows the whole fresh list.
    await userEvent.setup({ delay: null }).clear(screen.getByPlaceholderText('Search news...'))
    await vi.waitFor(() => expect(cardTitles()).toEqual([freshPost.title, expressEntry.title, studyPermits.title]))
  })

  it('a new post the search finds is announced, counted for the search alone', async () => {
    const { answer } = openBuilt('/news?q=express', [expressEntry, studyPermits])
    await vi.waitFor(() => expect(cardTitles()).toEqual([expressEntry.title]))
    const expressNews = { ...freshPost, $id: 'post-express-news', title: 'Express Entry: a new draw' }
    await answer([expressNews, freshPost, expressEntry, studyPermits])
    expect(screen.getByRole('button', { name: '1 new post — show' })).toBeInTheDocument()
    expect(cardTitles()).toEqual([expressEntry.title])
  })
})

describe("the live refresh of a built post's page", () => {
  it('shows no notice, and updates its post in place', async () => {
    const { answer } = openBuilt(`/news/${expressEntry.$id}`, [expressEntry])
    await answer([freshPost, { ...expressEntry, title: 'Express Entry: corrected' }, studyPermits])
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Express Entry: corrected')
    expect(showButton()).not.toBeInTheDocument()
  })

  it('keeps its post when it has gone from the live list', async () => {
    const { answer } = openBuilt(`/news/${expressEntry.$id}`, [expressEntry])
    await answer([freshPost, studyPermits])
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(expressEntry.title)
  })

  it('back on the list from the post, every post is drawn: a new view is drawn from the fresh list', async () => {
    const { router, answer } = openBuilt(`/news/${expressEntry.$id}`, [expressEntry])
    await answer([freshPost, expressEntry, studyPermits])
    await act(() => router.navigate('/news'))
    expect(cardTitles()).toEqual([freshPost.title, expressEntry.title, studyPermits.title])
    expect(showButton()).not.toBeInTheDocument()
  })

  it("on the list before it came, from a post's built page: loading, not the post and its neighbours as the list", async () => {
    const { router, answer } = openBuilt(`/news/${studyPermits.$id}`, [expressEntry, studyPermits])
    await act(() => router.navigate('/news'))
    expect(cardTitles()).toEqual([])
    expect(screen.getByText('Loading blogs...')).toBeInTheDocument()
    await answer([freshPost, expressEntry, studyPermits])
    expect(cardTitles()).toEqual([freshPost.title, expressEntry.title, studyPermits.title])
  })
})
