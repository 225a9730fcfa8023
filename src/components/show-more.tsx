import { Button } from './button'
import styles from './show-more.module.css'

interface ShowMoreProps {
  /** e.g. 'Show more jobs' */
  label: string
  onClick: () => void
}

/** Under a list drawn a batch at a time (useBatches): adds the next batch. */
export function ShowMore({ label, onClick }: ShowMoreProps) {
  return (
    <div className={styles.more}>
      <Button variant="secondary" onClick={onClick}>
        {label}
      </Button>
    </div>
  )
}
