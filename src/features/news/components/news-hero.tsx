import { useId } from 'react'
import { paths } from '../../../config/paths'
import { useLocale } from '../../../i18n/translatable'
import { submitSearch } from '../../../lib/search-submit'
import { pathIn } from '../../../shared/locales'
import { useNewsContent } from '../use-news-content'
import styles from './news-hero.module.css'

interface NewsHeroProps {
  search: string
  onSearch: (value: string) => void
}

export function NewsHero({ search, onSearch }: NewsHeroProps) {
  const inputId = useId()
  const locale = useLocale()
  const { newsContent } = useNewsContent()
  return (
    <section className={styles.hero}>
      <div className="container">
        <h1 className={styles.heading}>{newsContent.heading}</h1>
        <p className={styles.intro}>{newsContent.intro}</p>
        {/* Before the app's code arrives, a plain GET form: Enter opens /news?q=… (/fr/news?q=… in French; the app then filters as you type). */}
        <form
          className={`${styles.search} script-only`}
          role="search"
          action={pathIn(locale, paths.news)}
          method="get"
          onSubmit={submitSearch}
        >
          <label htmlFor={inputId} className="visually-hidden">
            {newsContent.searchLabel}
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            value={search}
            placeholder={newsContent.searchPlaceholder}
            onChange={(event) => onSearch(event.target.value)}
            autoComplete="off"
            className={styles.input}
          />
        </form>
        <p className={`${styles.intro} script-none-only`}>{newsContent.searchNeedsScript}</p>
      </div>
    </section>
  )
}
