import { render, screen } from '@testing-library/react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, LocaleContext, translatable, withTranslations } from './translatable'

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
