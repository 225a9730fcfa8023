import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, LocaleContext } from '../../i18n/translatable'
import { basenameOf, localeOfPath } from '../../shared/locales'
import { Header } from './header'
import { LANGUAGE_CHOICE_KEY } from './language-choice'
import { LanguageOffer } from './language-offer'

/** The page at `address` with a browser whose languages are `languages`; the offer is made in a quiet moment. */
async function visit(address: string, languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
  const locale = localeOfPath(new URL(address, 'http://localhost').pathname)
  await activateLocale(locale)
  // As the layout draws them: the offer first for the keyboard, then the header.
  const Page = () => (
    <>
      <LanguageOffer />
      <Header />
    </>
  )
  const router = createMemoryRouter([{ path: '*', Component: Page }], {
    basename: basenameOf(locale),
    initialEntries: [address],
  })
  const view = render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  )
  // The offer waits for a quiet moment after the page is drawn, then for its own code.
  await act(() => import('./language-offer-notice').then(() => new Promise((resolve) => setTimeout(resolve, 100))))
  return view
}

const offer = () => screen.queryByRole('region', { name: 'Version française' })
/** The offer once made (findBy waits: its code may come after the pause above on a busy machine). */
const offered = () => screen.findByRole('region', { name: 'Version française' })

/** jsdom loads no page: a link's click does its own work only. */
const clickWithoutLoading = (link: HTMLElement) => {
  link.addEventListener('click', (event) => event.preventDefault())
  link.click()
}

beforeEach(() => localStorage.clear())
afterEach(() => activateLocale('en'))

describe('the offer of the French page', () => {
  it('is made, in French, to a browser that prefers French arriving on an English page', async () => {
    await visit('/jobs?q=nurse', ['fr-CA', 'en-CA'])
    const region = await offered()
    expect(region).toBeInTheDocument()
    expect(region).toHaveAttribute('lang', 'fr-CA')
    expect(region).toHaveTextContent('Cette page existe aussi en français.')
    const link = within(region).getByRole('link', { name: 'Lire cette page en français' })
    expect(link).toHaveAttribute('href', '/fr/jobs?q=nurse')
    expect(link).toHaveAttribute('hreflang', 'fr-CA')
    expect(within(region).getByRole('button', { name: 'Non, merci' })).toBeInTheDocument()
    // A corner notice, not a dialog: nothing behind it is made inert, focus stays where it was.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.activeElement).toBe(document.body)
  })

  it('is made once: not on the next page load, even if it was ignored', async () => {
    const first = await visit('/about', ['fr'])
    expect(await offered()).toBeInTheDocument()
    first.unmount()
    await visit('/services', ['fr'])
    expect(offer()).not.toBeInTheDocument()
  })

  it('closed from inside (Escape, or Non, merci), hands the focus on to the header, not to the page body', async () => {
    const user = userEvent.setup()
    await visit('/', ['fr-FR'])
    within(await offered())
      .getByRole('button', { name: 'Non, merci' })
      .focus()
    await user.keyboard('{Escape}')
    expect(offer()).not.toBeInTheDocument()
    expect(document.activeElement?.closest('header')).not.toBeNull()
  })

  it('is remembered once dismissed', async () => {
    const user = userEvent.setup()
    const first = await visit('/', ['fr-FR'])
    await user.click(within(await offered()).getByRole('button', { name: 'Non, merci' }))
    expect(offer()).not.toBeInTheDocument()
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('dismissed')
    first.unmount()
    await visit('/', ['fr-FR'])
    expect(offer()).not.toBeInTheDocument()
  })

  it('is remembered once followed', async () => {
    const first = await visit('/news/post-1', ['fr-CA'])
    clickWithoutLoading(within(await offered()).getByRole('link', { name: 'Lire cette page en français' }))
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('fr')
    first.unmount()
    await visit('/news/post-1', ['fr-CA'])
    expect(offer()).not.toBeInTheDocument()
  })

  it('is not made once the header’s switch has been used, either way', async () => {
    const french = await visit('/fr/jobs', ['fr-CA'])
    clickWithoutLoading(screen.getByRole('link', { name: /^English/ }))
    french.unmount()
    await visit('/jobs', ['fr-CA'])
    expect(offer()).not.toBeInTheDocument()
  })

  it('is not made to a browser that prefers English (or any other language first)', async () => {
    const english = await visit('/', ['en-CA', 'fr-CA'])
    expect(offer()).not.toBeInTheDocument()
    english.unmount()
    await visit('/', ['es-MX', 'fr'])
    expect(offer()).not.toBeInTheDocument()
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBeNull()
  })

  it('is not made on a French page', async () => {
    await visit('/fr/about', ['fr-CA'])
    expect(offer()).not.toBeInTheDocument()
    expect(screen.queryByText(/Read this page in English/i, { selector: 'section *' })).not.toBeInTheDocument()
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBeNull()
  })
})
