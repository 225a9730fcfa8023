// The page to show when the words of the page's language cannot be downloaded (src/content/words-unavailable.ts).
// Drawn without React: every screen of the app reads those words, so none can be drawn without them. Back
// online, the page opens by itself.
import { buttonClassName } from '../components/button'
import { errorScreenStyles } from '../components/error-screen'
import { wordsUnavailable } from '../content/words-unavailable'
import { otherLocale, pathIn, pathWithoutLocale, type Locale } from '../shared/locales'

export function showWordsUnavailable(container: HTMLElement, locale: Locale): void {
  const words = wordsUnavailable[locale]
  const { pathname, search, hash } = window.location
  const element = <Tag extends keyof HTMLElementTagNameMap>(tag: Tag, text = '', className = '') => {
    const made = document.createElement(tag)
    made.textContent = text
    if (className) made.className = className
    return made
  }
  const screen = element('main', '', `container ${errorScreenStyles.screen}`)
  const heading = element('h1', words.heading)
  const detail = element('p', navigator.onLine ? words.online : words.offline, errorScreenStyles.detail)
  const actions = element('div', '', errorScreenStyles.actions)
  const retry = element('button', words.retry, buttonClassName('primary'))
  retry.type = 'button'
  retry.addEventListener('click', () => window.location.reload())
  const other = element('a', words.otherLanguage, buttonClassName('secondary'))
  other.href = `${pathIn(otherLocale(locale), pathWithoutLocale(pathname))}${search}${hash}`
  actions.append(retry, other)
  screen.append(heading, detail, actions)
  container.replaceChildren(screen)
  document.title = words.heading
  window.addEventListener('online', () => window.location.reload(), { once: true })
}
