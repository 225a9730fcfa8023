// The page's language, and the content modules of each language. A document is in one language for
// its whole life (the language switch loads the other language's page), so a page downloads the words
// of its own language only: an English visit never a French module, a French visit never an English
// one. The words of every module imported so far are loaded before React draws with them (main.tsx,
// the build's prerender, and each screen as it downloads: lazy-screen.ts).
import {
  createContext,
  createElement,
  lazy,
  use,
  useEffect,
  useReducer,
  type ComponentType,
  type LazyExoticComponent,
} from 'react'
import { importAfresh } from '../lib/import-afresh'
import { DEFAULT_LOCALE, type Locale } from '../shared/locales'

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

/** The language of the page being drawn. */
export const useLocale = (): Locale => use(LocaleContext)

const wordLoaders = new Set<(locale: Locale) => Promise<void>>()
/** Set by activateLocale: until then nothing is fetched, so a page never starts on the wrong language. */
let activeLocale: Locale | undefined

/**
 * A hook that gives the words of the page's language: the module `loadEnglish` imports, or on a French
 * page the one `loadFrench` imports (its `.fr.ts` twin, whose type checks it against the English one).
 * Call it at a module's top level: its words are then known before the module draws anything.
 */
export function translatable<English, French>(
  loadEnglish: () => Promise<English>,
  loadFrench: () => Promise<French>,
): () => English | French {
  const loaders = { en: importAfresh(loadEnglish), fr: importAfresh(loadFrench) }
  const words: Partial<Record<Locale, English | French>> = {}
  const loading: Partial<Record<Locale, Promise<void>>> = {}
  const failed = new Set<Locale>()
  // A failed download stays failed for the draws that read it (each would otherwise start another, and
  // a screen that cannot have its words would download them in a loop); the next attempt (a reload,
  // another screen, activateLocale) downloads afresh.
  const load = (locale: Locale, { again = false } = {}) => {
    if (again && failed.delete(locale)) loading[locale] = undefined
    return (loading[locale] ??= loaders[locale]().then(
      (module) => void (words[locale] = module),
      (error: unknown) => {
        failed.add(locale)
        throw error
      },
    ))
  }
  wordLoaders.add((locale) => load(locale, { again: true }))
  if (activeLocale) void load(activeLocale).catch(() => undefined)
  return function useTranslation() {
    const locale = useLocale()
    // Loaded before the first draw (main.tsx, withTranslations); a module imported otherwise waits here.
    if (words[locale] === undefined) use(load(locale))
    return words[locale]!
  }
}

/** Loads the words the page needs for `locale`, of every module imported so far. */
export function activateLocale(locale: Locale): Promise<void> {
  activeLocale = locale
  return loadActiveTranslations()
}

/**
 * A lazily imported module, resolved once the words of the content it imports have loaded too: every
 * lazily drawn component goes through it (lazyOptional, lazy-screen.ts), so nothing it draws waits on
 * its words.
 */
export const withTranslations = <Module>(module: Promise<Module>): Promise<Module> =>
  module.then((loaded) => loadActiveTranslations().then(() => loaded))

/**
 * `React.lazy` for the component `name` of a module, drawn once the module's words are loaded too, for
 * a part the page can do without (a corner notice, the share buttons): if its code or words cannot be
 * fetched (the connection dropped before they arrived), it draws `Instead`, and the failure never
 * reaches the page's error screen, which would take away what the visitor was reading or typing. It
 * fetches again when the browser is back online, or when the part is drawn anew, and then draws itself.
 */
export function lazyOptional<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  Instead: ComponentType<Props> = () => null,
): LazyExoticComponent<ComponentType<Props>> {
  const importPart = importAfresh(load)
  const fetchPart = () => withTranslations(importPart()).then((module) => module[name])
  return lazy(() =>
    fetchPart().then(
      (Part) => ({ default: Part }),
      () => ({ default: untilItArrives(fetchPart, Instead) }),
    ),
  )
}

/** `Instead`, until `fetchPart` succeeds (tried on 'online' and on each mount while online); then the part. */
function untilItArrives<Props extends object>(
  fetchPart: () => Promise<ComponentType<Props>>,
  Instead: ComponentType<Props>,
): ComponentType<Props> {
  let Part: ComponentType<Props> | undefined
  let fetching: Promise<void> | undefined
  const drawn = new Set<() => void>()
  const fetchAgain = () => {
    fetching ??= fetchPart().then(
      (arrived) => {
        Part = arrived
        for (const redraw of drawn) redraw()
      },
      () => void (fetching = undefined),
    )
  }
  return function OptionalPart(props: Props) {
    const [, redraw] = useReducer((count: number) => count + 1, 0)
    useEffect(() => {
      drawn.add(redraw)
      if (Part) redraw()
      else if (navigator.onLine) fetchAgain()
      window.addEventListener('online', fetchAgain)
      return () => {
        drawn.delete(redraw)
        window.removeEventListener('online', fetchAgain)
      }
    }, [])
    return createElement(Part ?? Instead, props)
  }
}

/** After a screen's code has arrived: its modules' words in the page's language. */
export function loadActiveTranslations(): Promise<void> {
  const locale = activeLocale ?? DEFAULT_LOCALE
  return Promise.all([...wordLoaders].map((load) => load(locale))).then(() => undefined)
}
