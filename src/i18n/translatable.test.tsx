import { act, render, screen, waitFor } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, lazyOptional, LocaleContext, translatable, withTranslations } from './translatable'

/** A words module of each language, with the loaders a `translatable` call is given. */
function wordsModule() {
  const loadEnglish = vi.fn(() => Promise.resolve({ greeting: 'Hello' }))
  const loadFrench = vi.fn(() => Promise.resolve({ greeting: 'Bonjour' }))
  return { loadEnglish, loadFrench, useWords: translatable(loadEnglish, loadFrench) }
}

afterAll(() => activateLocale('en'))

describe('the words of a page', () => {
  it('come in its own language only: a French page never downloads the English ones, and each once', async () => {
    const { loadEnglish, loadFrench, useWords } = wordsModule()
    function Greeting() {
      return <p>{useWords().greeting}</p>
    }
    await activateLocale('fr')
    await activateLocale('fr')
    expect(loadFrench).toHaveBeenCalledTimes(1)
    expect(loadEnglish).not.toHaveBeenCalled()
    // Loaded before the draw: nothing waits.
    render(
      <LocaleContext value="fr">
        <Greeting />
      </LocaleContext>,
    )
    expect(screen.getByText('Bonjour')).toBeInTheDocument()
  })

  it("of a module imported after the page's start (a screen's) are loaded with it", async () => {
    await activateLocale('en')
    const arriving = withTranslations(Promise.resolve().then(wordsModule))
    const { loadEnglish, loadFrench, useWords } = await arriving
    expect(loadEnglish).toHaveBeenCalledTimes(1)
    expect(loadFrench).not.toHaveBeenCalled()
    function Greeting() {
      return <p>{useWords().greeting}</p>
    }
    render(<Greeting />)
    expect(screen.getByText('Hello')).toBeInTheDocument()
  })
})

describe('words that cannot be downloaded (offline, never kept)', () => {
  it('are asked for once, not at every draw, and afresh at the next attempt', async () => {
    await activateLocale('fr')
    const failure = new TypeError('Failed to fetch dynamically imported module: frame.fr.js')
    const loadFrench = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue({ greeting: 'Bonjour' })
    const useWords = translatable(() => Promise.resolve({ greeting: 'Hello' }), loadFrench)
    function Greeting() {
      return <p>{(useWords() as { greeting: string }).greeting}</p>
    }
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false }
      static getDerivedStateFromError = () => ({ failed: true })
      override render = () => (this.state.failed ? <p>Could not open</p> : this.props.children)
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // Every draw that would start a download of its own, had the failure not been kept, runs in here.
    await act(async () => {
      render(
        <LocaleContext value="fr">
          <Boundary>
            <Suspense fallback={null}>
              <Greeting />
            </Suspense>
          </Boundary>
        </LocaleContext>,
      )
      await new Promise((resolve) => setTimeout(resolve, 100))
    })
    expect(screen.getByText('Could not open')).toBeInTheDocument()
    expect(loadFrench).toHaveBeenCalledTimes(1)
    await activateLocale('fr')
    expect(loadFrench).toHaveBeenCalledTimes(2)
    quiet.mockRestore()
  })
})

describe('a part the page can do without (lazyOptional)', () => {
  it('whose code cannot be fetched draws its stand-in, and the rest of the page stays as it was', async () => {
    await activateLocale('en')
    // What a dropped connection does to a lazily drawn part: its import fails.
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: notice.js'))
    const Notice = lazyOptional<object, 'Notice'>(load, 'Notice', () => <p>Share buttons unavailable</p>)
    render(
      <main>
        <h1>The post</h1>
        <input aria-label="Name" defaultValue="typed" />
        <Suspense fallback={null}>
          <Notice />
        </Suspense>
      </main>,
    )
    await waitFor(() => expect(screen.getByText('Share buttons unavailable')).toBeInTheDocument())
    expect(screen.getByRole('heading', { name: 'The post' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('typed')
  })

  it('whose code failed to arrive fetches it again once back online, and then draws itself', async () => {
    await activateLocale('en')
    let connected = false
    const load = vi.fn(() =>
      connected
        ? Promise.resolve({ Notice: () => <p>Your message was sent</p> })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module: outbox-notice.js')),
    )
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const Notice = lazyOptional(load, 'Notice')
      render(
        <Suspense fallback={null}>
          <Notice />
        </Suspense>,
      )
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
      // Offline, it waits: no attempt that must fail.
      await act(() => new Promise((done) => setTimeout(done, 20)))
      expect(load).toHaveBeenCalledTimes(1)
      expect(screen.queryByText('Your message was sent')).not.toBeInTheDocument()

      connected = true
      onLine.mockReturnValue(true)
      act(() => void window.dispatchEvent(new Event('online')))
      expect(await screen.findByText('Your message was sent')).toBeInTheDocument()
      expect(load).toHaveBeenCalledTimes(2)
    } finally {
      onLine.mockRestore()
    }
  })

  it('whose code failed to arrive while online tries once more, and again each time it is drawn anew', async () => {
    await activateLocale('en')
    const failed = new TypeError('Failed to fetch dynamically imported module: share-bar.js')
    const load = vi
      .fn<() => Promise<{ ShareBar: () => ReactNode }>>()
      .mockRejectedValueOnce(failed)
      .mockRejectedValueOnce(failed)
      .mockResolvedValue({ ShareBar: () => <p>Share on LinkedIn</p> })
    const ShareBar = lazyOptional(load, 'ShareBar', () => <p>Share buttons unavailable</p>)
    const page = (
      <Suspense fallback={null}>
        <ShareBar />
      </Suspense>
    )
    const first = render(page)
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    expect(screen.getByText('Share buttons unavailable')).toBeInTheDocument()
    first.unmount()
    // The next post the visitor opens.
    render(page)
    expect(await screen.findByText('Share on LinkedIn')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('draws itself once its code has arrived', async () => {
    const Notice = lazyOptional(() => Promise.resolve({ Notice: () => <p>1 message waiting</p> }), 'Notice')
    render(
      <Suspense fallback={null}>
        <Notice />
      </Suspense>,
    )
    expect(await screen.findByText('1 message waiting')).toBeInTheDocument()
  })
})
