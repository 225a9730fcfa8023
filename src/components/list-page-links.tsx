import { Link } from './link'
import styles from './list-page-links.module.css'

/** Atop a list's numbered page, for every reader (a crawler too): the batch before it. */
export function EarlierPageLink({ to, label }: { to: string; label: string }) {
  return (
    <p className={`${styles.earlier} screen-only`}>
      <Link to={to} rel="prev">
        {label}
      </Link>
    </p>
  )
}

/** A numbered page past the list's end (it has grown shorter since the link was made). */
export function PastListEnd({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <p className={styles.pastEnd}>
      {text} <Link to={to}>{label}</Link>
    </p>
  )
}
