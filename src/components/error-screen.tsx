import type { ReactNode } from 'react'
import styles from './error-screen.module.css'

interface ErrorScreenProps {
  heading: string
  detail?: ReactNode
  actions?: ReactNode
  children?: ReactNode
}

/** The shared layout of the not-found and error screens. */
export function ErrorScreen({ heading, detail, actions, children }: ErrorScreenProps) {
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="error-heading">
      <h1 id="error-heading">{heading}</h1>
      {detail && <p className={styles.detail}>{detail}</p>}
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  )
}

export const errorScreenStyles = styles
