// The page to show when the words of the page's language cannot be downloaded (src/content/words-unavailable.ts).
// Drawn without React: every screen of the app reads those words, so none can be drawn without them. Back
// online, the page opens by itself.
import { buttonClassName } from '../components/button'
import { errorScreenStyles } from '../components/error-screen'
import { wordsUnavailable } from '../content/words-unavailable'
import { otherLocale, pathIn, pathWithoutLocale, type Locale } from '../shared/locales'

/** How long the connection must last before the page reloads by itself. */
const ONLINE_SETTLE_MS = 1_000

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
  // Chromium may report 'online' for a moment while still offline (seen as a link is followed): the
  // connection must last, or the reload would cancel the visitor's navigation and bring this page back.
  let settling: number | undefined
  window.addEventListener('online', () => {
    window.clearTimeout(settling)
    settling = window.setTimeout(() => navigator.onLine && window.location.reload(), ONLINE_SETTLE_MS)
  })
}
