import styles from './field-error.module.css'

/**
 * What is wrong with a field, under it, as long as it is wrong: the browser's bubble says it for a few
 * seconds and of the first field only (WCAG 3.3.1). The field names it in aria-describedby. Nothing
 * while the field is right.
 */
export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  )
}

/** A field's aria-describedby: the ids of what is said of it now, or nothing. */
export const describedBy = (...ids: Array<string | false | null | undefined>) =>
  ids.filter(Boolean).join(' ') || undefined
