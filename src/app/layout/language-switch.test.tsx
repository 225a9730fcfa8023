import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { BrowserRouter, createMemoryRouter, RouterProvider, StaticRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { activateLocale, LocaleContext } from '../../i18n/translatable'
import { basenameOf, localeOfPath, type Locale } from '../../shared/locales'
import { Header } from './header'
import { LANGUAGE_CHOICE_KEY } from './language-choice'

/** The header on the page at `address` (either language's), as the app draws it there. */
async function headerAt(address: string) {
  const { pathname } = new URL(address, 'http://localhost')
  const locale: Locale = localeOfPath(pathname)
  await activateLocale(locale)
  const router = createMemoryRouter([{ path: '*', Component: Header }], {
    basename: basenameOf(locale),
    initialEntries: [address],
  })
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  )
  return within(screen.getByRole('banner'))
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  window.history.replaceState(null, '', '/')
  return activateLocale('en')
})

describe('the language switch', () => {
  it('leads an English page to the same page in French, with its search (filters) and hash', async () => {
    const header = await headerAt('/jobs?q=nurse&province=QC#results')
    const link = header.getByRole('link', { name: 'Français\u00a0: lire cette page en français' })
    expect(link).toHaveTextContent(/^Français$/)
    expect(link).toHaveAttribute('href', '/fr/jobs?q=nurse&province=QC#results')
    expect(link).toHaveAttribute('lang', 'fr-CA')
    expect(link).toHaveAttribute('hreflang', 'fr-CA')
  })

  it('leads a French page back to the English one, its search kept', async () => {
    const header = await headerAt('/fr/jobs?q=infirmi%C3%A8re')
    const link = header.getByRole('link', { name: 'English: read this page in English' })
    expect(link).toHaveTextContent(/^English$/)
    expect(link).toHaveAttribute('href', '/jobs?q=infirmi%C3%A8re')
    expect(link).toHaveAttribute('lang', 'en-CA')
    expect(link).toHaveAttribute('hreflang', 'en-CA')
  })

  it('pairs the home pages: / and /fr', async () => {
    expect((await headerAt('/')).getByRole('link', { name: /^Français/ })).toHaveAttribute('href', '/fr')
  })

  it('pairs the French home page with /', async () => {
    expect((await headerAt('/fr')).getByRole('link', { name: /^English/ })).toHaveAttribute('href', '/')
  })

  it("pairs a post's pages: /news/{id} and /fr/news/{id}", async () => {
    expect((await headerAt('/news/post-1')).getByRole('link', { name: /^Français/ })).toHaveAttribute(
      'href',
      '/fr/news/post-1',
    )
  })

  it("leads a list's numbered page to the other language's list, whose batches hold other posts or another order", async () => {
    expect((await headerAt('/news/page/3')).getByRole('link', { name: /^Français/ })).toHaveAttribute(
      'href',
      '/fr/news',
    )
  })

  it("leads a French list's numbered page to the English list", async () => {
    expect((await headerAt('/fr/jobs/page/2')).getByRole('link', { name: /^English/ })).toHaveAttribute('href', '/jobs')
  })

  it("pairs a French post's page with its English address", async () => {
    expect((await headerAt('/fr/news/post-1')).getByRole('link', { name: /^English/ })).toHaveAttribute(
      'href',
      '/news/post-1',
    )
  })

  it('is built with the page’s own address: a link that works before any script', async () => {
    await activateLocale('fr')
    const html = renderToString(
      <LocaleContext value="fr">
        <StaticRouter location="/fr/jobs" basename="/fr">
          <Header />
        </StaticRouter>
      </LocaleContext>,
    )
    // No search in a built page's HTML: /fr/jobs is built once, for every search.
    expect(html).toMatch(/<a [^>]*href="\/jobs" lang="en-CA" hreflang="en-CA"[^>]*>English<\/a>/i)
  })

  it('remembers the choice: the French page is never offered again', async () => {
    const header = await headerAt('/fr/about')
    const link = header.getByRole('link', { name: /^English/ })
    // jsdom loads no page: the click's own work is what is checked.
    link.addEventListener('click', (event) => event.preventDefault())
    link.click()
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en')
  })

  it('follows a search written into the address as the click begins, before the router has drawn it', async () => {
    window.history.replaceState(null, '', '/jobs?q=weld')
    render(
      <BrowserRouter>
        <Header />
      </BrowserRouter>,
    )
    const link = within(screen.getByRole('banner')).getByRole('link', { name: /^Français/ })
    expect(link).toHaveAttribute('href', '/fr/jobs?q=weld')
    // The board's pending search goes into the history at the click's start (use-address-sync.ts).
    document.addEventListener('click', () => window.history.replaceState(null, '', '/jobs?q=welder'), {
      capture: true,
      once: true,
    })
    // What the browser follows: the href once the click's handlers have run (the page's, at its root, too).
    let followed: string | null = null
    const follow = (event: MouseEvent) => {
      followed = link.getAttribute('href')
      event.preventDefault()
    }
    document.addEventListener('click', follow, { once: true })
    link.click()
    expect(followed).toBe('/fr/jobs?q=welder')
  })
})
