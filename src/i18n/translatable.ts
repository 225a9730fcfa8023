// The page's language, and the content modules that have a French twin. A document is in one language
// for its whole life (the language switch loads the other language's page), so an English visit
// imports the English modules as before and never downloads a French one; a French visit loads the
// twins of every module it has imported before React draws with them (main.tsx, the build's
// prerender, and each screen as it downloads: lazy-screen.ts).
import { createContext, lazy, use, type ComponentType, type LazyExoticComponent } from 'react'
import { DEFAULT_LOCALE, type Locale } from '../shared/locales'

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

/** The language of the page being drawn. */
export const useLocale = (): Locale => use(LocaleContext)

const frenchLoaders = new Set<() => Promise<void>>()
let activeLocale: Locale = DEFAULT_LOCALE

/**
 * A hook that gives `english`, or on a French page the module `loadFrench` imports (its `.fr.ts` twin,
 * whose type checks it against the English one). Call it at a module's top level: the twin is then
 * known before the module draws anything.
 */
export function translatable<English, French>(
  english: English,
  loadFrench: () => Promise<French>,
): () => English | French {
  let french: French | undefined
  let loading: Promise<void> | undefined
  const load = () =>
    (loading ??= loadFrench().then(
      (module) => void (french = module),
      (error: unknown) => {
        // The next attempt (a reload, another screen) downloads afresh.
        loading = undefined
        throw error
      },
    ))
  frenchLoaders.add(load)
  if (activeLocale === 'fr') void load().catch(() => undefined)
  return function useTranslation() {
    if (useLocale() === DEFAULT_LOCALE) return english
    // Loaded before the first draw (main.tsx, withTranslations); a module imported otherwise waits here.
    if (french === undefined) use(load())
    return french as French
  }
}

/** Loads the twins the page needs for `locale`, of every module imported so far. */
export function activateLocale(locale: Locale): Promise<void> {
  activeLocale = locale
  return loadActiveTranslations()
}

/**
 * A lazily imported module, resolved once the twins of the content it imports have loaded too (on a
 * French page): every lazily drawn component goes through it (lazyTranslated, lazy-screen.ts), so
 * nothing it draws waits on a twin.
 */
export const withTranslations = <Module>(module: Promise<Module>): Promise<Module> =>
  module.then((loaded) => loadActiveTranslations().then(() => loaded))

/** `React.lazy` for the component `name` of a module: it draws once the module's twins are loaded too. */
export function lazyTranslated<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => withTranslations(load()).then((module) => ({ default: module[name] })))
}

/** After a screen's code has arrived: its modules' twins, on a French page. */
export function loadActiveTranslations(): Promise<void> {
  if (activeLocale === DEFAULT_LOCALE) return Promise.resolve()
  return Promise.all([...frenchLoaders].map((load) => load())).then(() => undefined)
}
