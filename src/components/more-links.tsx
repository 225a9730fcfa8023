import { useId, type ReactNode } from 'react'
import { Link } from './link'
import styles from './more-links.module.css'

export interface MoreLink {
  key: string
  to: string
  label: ReactNode
  /** The label's language, where it is not the page's (a job written in the other language). */
  lang?: string
  /** A line under the link (a job's place). */
  detail?: ReactNode
}

interface MoreLinksProps {
  heading: string
  links: readonly MoreLink[]
  /** The history state of each page opened (useBackToList's onward). */
  state?: unknown
}

/** The next few records after a job's or a service's page ('More open positions'), left off paper. */
export function MoreLinks({ heading, links, state }: MoreLinksProps) {
  const headingId = useId()
  if (links.length === 0) return null
  return (
    <nav aria-labelledby={headingId} className={`${styles.more} screen-only`}>
      <h2 id={headingId}>{heading}</h2>
      <ul>
        {links.map(({ key, to, label, lang, detail }) => (
          <li key={key}>
            {/* The detail (a job's place) tells two links of the same title apart to a screen reader. */}
            <Link to={to} state={state} lang={lang} aria-describedby={detail ? `${headingId}-${key}` : undefined}>
              {label}
            </Link>
            {detail && (
              <span id={`${headingId}-${key}`} className={styles.detail}>
                {detail}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
