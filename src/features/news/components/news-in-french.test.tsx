// The news on a French page (/fr/news): the French posts, French words and dates, and a post of
// either language opening at its address in either language's frame.
import { act, cleanup, render, screen, within } from '@testing-library/react'
import 'fake-indexeddb/auto'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, LocaleContext } from '../../../i18n/translatable'
import { provideBuiltData } from '../../../lib/built-data'
import type { Locale } from '../../../shared/locales'
import type { BlogPost } from '../../../shared/models'
import { closeOfflineDb, readList, saveList } from '../../../shared/offline-db'
import { getBlogPost } from '../api/get-blog-post'
import { listBlogPosts } from '../api/list-blog-posts'
import { expressEntry } from '../test-posts'
import { NewsScreen } from './news-screen'

vi.mock('../api/list-blog-posts', () => ({ listBlogPosts: vi.fn() }))
vi.mock('../api/get-blog-post', () => ({ getBlogPost: vi.fn() }))
const listMock = vi.mocked(listBlogPosts)
const getPostMock = vi.mocked(getBlogPost)

const billet: BlogPost = {
  ...expressEntry,
  $id: 'billet-entree-express',
  title: 'Entrée express : les rondes par catégorie',
  content: '<p>Les rondes d’invitations par catégorie s’ajoutent aux rondes générales.</p>',
  author: 'Sophie Gagnon',
  createdAt: '2026-01-05T12:00:00.000Z',
  language: 'fr',
}
const postsIn = { en: [expressEntry], fr: [billet] }
const everyPost = [expressEntry, billet]

beforeAll(async () => {
  await activateLocale('fr')
})
afterAll(async () => {
  await activateLocale('en')
})

beforeEach(async () => {
  await closeOfflineDb()
  globalThis.indexedDB = new IDBFactory()
  listMock.mockReset()
  listMock.mockImplementation(async ({ language = 'en', onPage } = {}) => {
    onPage?.(postsIn[language])
    return postsIn[language]
  })
  getPostMock.mockReset()
  getPostMock.mockImplementation(async (id) => everyPost.find((post) => post.$id === id))
})

function NewsRoute() {
  return <NewsScreen postId={useParams().id} />
}

function renderNews(locale: Locale, path: string) {
  const routes = [
    { path: '/news', Component: NewsRoute },
    { path: '/news/:id', Component: NewsRoute },
  ]
  const router = createMemoryRouter(
    routes,
    locale === 'fr' ? { initialEntries: [`/fr${path}`], basename: '/fr' } : { initialEntries: [path] },
  )
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  )
  return router
}

describe('the news in French (/fr/news)', () => {
  it('lists the French posts under a French heading, and asks the backend for French', async () => {
    renderNews('fr', '/news')
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos plus récents billets' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: billet.title })).toHaveAttribute('href', `/fr/news/${billet.$id}`)
    expect(screen.queryByText(expressEntry.title)).not.toBeInTheDocument()
    expect(listMock).toHaveBeenCalledWith(expect.objectContaining({ language: 'fr' }))
    expect(screen.getByRole('search')).toHaveAttribute('action', '/fr/news')
    expect(screen.getByPlaceholderText('Rechercher des nouvelles…')).toBeInTheDocument()
  })

  it("drawn on its built page (/fr/news) from the posts it was built with while the list comes; from a post's page, loading", async () => {
    window.history.replaceState(null, '', '/fr/news')
    provideBuiltData({ path: '/fr/news', lists: { blog: [billet] } })
    listMock.mockImplementation(() => new Promise(() => {}))
    renderNews('fr', '/news')
    expect(screen.getByRole('link', { name: billet.title })).toBeInTheDocument()
    expect(screen.queryByText('Chargement des billets…')).not.toBeInTheDocument()
    cleanup()

    window.history.replaceState(null, '', `/fr/news/${billet.$id}`)
    provideBuiltData({ path: `/fr/news/${billet.$id}`, lists: { blog: [billet] } })
    const router = renderNews('fr', `/news/${billet.$id}`)
    await act(() => router.navigate('/news'))
    expect(screen.queryByRole('link', { name: billet.title })).not.toBeInTheDocument()
    provideBuiltData(null)
    window.history.replaceState(null, '', '/')
  })

  it('says in French how many posts a search found', async () => {
    renderNews('fr', `/news?q=${encodeURIComponent(billet.title)}`)
    await screen.findByRole('link', { name: billet.title })
    // Said once the whole list has arrived (the link may be drawn from its first part).
    await vi.waitFor(() =>
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('1 billet trouvé'),
    )
  })

  it('dates each card in French, an English post’s card too (its date marked French)', async () => {
    listMock.mockImplementation(async ({ onPage } = {}) => {
      onPage?.(everyPost)
      return everyPost
    })
    renderNews('fr', '/news')
    const dateOn = async (title: string) =>
      (await screen.findByRole('link', { name: title })).closest('article')!.querySelector('time')!.parentElement!
    expect(await dateOn(billet.title)).toHaveTextContent('5 janvier 2026')
    expect(await dateOn(billet.title)).not.toHaveAttribute('lang')
    expect(await dateOn(expressEntry.title)).toHaveTextContent('1er mai 2026')
    expect(await dateOn(expressEntry.title)).toHaveAttribute('lang', 'fr-CA')
  })

  it('shows a French post with a French byline and date', async () => {
    renderNews('fr', `/news/${billet.$id}`)
    const heading = await screen.findByRole('heading', { level: 1, name: billet.title })
    expect(heading).not.toHaveAttribute('lang')
    expect(screen.getByText('Par Sophie Gagnon – 5 janvier 2026')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retour aux nouvelles' })).toHaveAttribute('href', '/fr/news')
    expect(getPostMock).not.toHaveBeenCalled()
  })

  it('names the share buttons in French for a screen reader', async () => {
    renderNews('fr', `/news/${billet.$id}`)
    const share = await screen.findByRole('region', { name: 'Partager ce billet' })
    for (const network of ['WhatsApp', 'Facebook', 'X', 'LinkedIn'])
      expect(within(share).getByRole('button', { name: `Partager sur ${network}` })).toBeInTheDocument()
  })

  it('opens an English post at /fr/news/{id}, marked English, its byline in French', async () => {
    renderNews('fr', `/news/${expressEntry.$id}`)
    const heading = await screen.findByRole('heading', { level: 1, name: expressEntry.title })
    expect(heading).toHaveAttribute('lang', 'en-CA')
    expect(screen.getByText('Par Alice Martin – 1er mai 2026')).toBeInTheDocument()
    expect(getPostMock).toHaveBeenCalledWith(expressEntry.$id)
  })

  it("says 'Billet introuvable' when neither language has the post", async () => {
    renderNews('fr', '/news/no-such-post')
    expect(await screen.findByRole('heading', { name: 'Billet introuvable' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute('href', '/fr')
  })
})

describe('a French post in the English frame (/news/{id})', () => {
  it('opens, marked French, where it used to say "Post not found"', async () => {
    renderNews('en', `/news/${billet.$id}`)
    const heading = await screen.findByRole('heading', { level: 1, name: billet.title })
    expect(heading).toHaveAttribute('lang', 'fr-CA')
    expect(screen.getByText('By Sophie Gagnon - January 5, 2026')).toBeInTheDocument()
    expect(screen.queryByText('Post not found')).not.toBeInTheDocument()
    // Its schema.org Article is on its French page only, whose address its canonical names.
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as {
      '@type': string
    }[]
    expect(data.map((item) => item['@type'])).toEqual(['BreadcrumbList'])
  })

  it("opens offline from the French news's saved copy, and the English list's copy stays its own", async () => {
    await saveList('blog-fr', [billet])
    await saveList('blog', [expressEntry])
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      renderNews('en', `/news/${billet.$id}`)
      expect(await screen.findByRole('heading', { level: 1, name: billet.title })).toHaveAttribute('lang', 'fr-CA')
      expect(getPostMock).not.toHaveBeenCalled()
      // Told it is the copy saved on this device, and when, as a post of the page's own language is.
      expect(screen.getByText(/^Saved \d+ \w+ \d{4}, \d\d:\d\d$/)).toBeInTheDocument()
      expect((await readList('blog'))?.items).toEqual([expressEntry])
      expect((await readList('blog-fr'))?.items).toEqual([billet])
    } finally {
      online.mockRestore()
    }
  })

  it('stays on screen when the connection drops (no saved list holds it)', async () => {
    let online = true
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
    try {
      renderNews('en', `/news/${billet.$id}`)
      expect(await screen.findByRole('heading', { level: 1, name: billet.title })).toBeInTheDocument()
      online = false
      act(() => void window.dispatchEvent(new Event('offline')))
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
      expect(screen.getByRole('heading', { level: 1, name: billet.title })).toBeInTheDocument()
      // Back online, asked again (Retry's way too): the answer 'not found' would take it away; a failure would not.
      online = true
      getPostMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
      act(() => void window.dispatchEvent(new Event('online')))
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
      expect(screen.getByRole('heading', { level: 1, name: billet.title })).toBeInTheDocument()
    } finally {
      onLine.mockRestore()
    }
  })

  it('opens once the connection is back, where offline it was not saved on this device', async () => {
    await saveList('blog', [expressEntry])
    let online = false
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
    try {
      renderNews('en', `/news/${billet.$id}`)
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This post is not saved on this device' }),
      ).toBeInTheDocument()
      online = true
      act(() => void window.dispatchEvent(new Event('online')))
      expect(await screen.findByRole('heading', { level: 1, name: billet.title })).toBeInTheDocument()
    } finally {
      onLine.mockRestore()
    }
  })

  it("offline, a post neither saved list holds is 'not saved on this device', with the way back", async () => {
    await saveList('blog-fr', [billet])
    await saveList('blog', [expressEntry])
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      renderNews('en', '/news/never-saved')
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This post is not saved on this device' }),
      ).toBeInTheDocument()
      // It said the list had no saved copy, which was untrue, and gave no way back.
      expect(screen.queryByText(/no copy is saved yet/)).not.toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/news')
    } finally {
      online.mockRestore()
    }
  })
})
