import type { MouseEvent, ReactNode } from 'react'
import { Link } from './link'
import styles from './breadcrumbs.module.css'

export interface BreadcrumbLink {
  name: string
  to: string
  onClick?: (event: MouseEvent) => void
}

interface BreadcrumbsProps {
  /** The trail's accessible name ('Breadcrumb'). */
  label: string
  /** The pages above this one, from the home page down. */
  trail: readonly BreadcrumbLink[]
  /** This page's own name, not a link. */
  children: ReactNode
  /** This page's name's language, where it is not the page's (a record written in the other language). */
  lang?: string
}

/** Where a page sits (Home › Jobs › the job), above its title; left off paper. */
export function Breadcrumbs({ label, trail, children, lang }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className="screen-only">
      <ol className={styles.breadcrumbs}>
        {trail.map(({ name, to, onClick }) => (
          <li key={to}>
            <Link to={to} onClick={onClick}>
              {name}
            </Link>
          </li>
        ))}
        <li aria-current="page" lang={lang}>
          {children}
        </li>
      </ol>
    </nav>
  )
}
