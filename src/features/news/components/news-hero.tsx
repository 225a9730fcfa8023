import { useId } from 'react'
import { newsContent } from '../news-content'
import styles from './news-hero.module.css'

interface NewsHeroProps {
  search: string
  onSearch: (value: string) => void
}

export function NewsHero({ search, onSearch }: NewsHeroProps) {
  const inputId = useId()
  return (
    <section className={styles.hero}>
      <div className="container">
        <h1 className={styles.heading}>{newsContent.heading}</h1>
        <p className={styles.intro}>{newsContent.intro}</p>
        <form className={styles.search} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="visually-hidden">
            {newsContent.searchLabel}
          </label>
          <input
            id={inputId}
            type="search"
            value={search}
            placeholder={newsContent.searchPlaceholder}
            onChange={(event) => onSearch(event.target.value)}
            autoComplete="off"
            className={styles.input}
          />
        </form>
      </div>
    </section>
  )
}
