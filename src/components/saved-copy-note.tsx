import { formatSavedAt } from '../lib/offline-list'
import styles from './saved-copy-note.module.css'

interface SavedCopyNoteProps {
  /** When the copy on screen was fetched and saved. */
  savedAt: number
  /** What the reader is looking at, e.g. 'You are reading the news saved for offline reading.' */
  explanation: string
}

/** 'Saved 22 Nov 2026, 14:05': shown above a list read from its saved copy instead of the backend. */
export function SavedCopyNote({ savedAt, explanation }: SavedCopyNoteProps) {
  return (
    <p className={styles.note} role="status">
      <strong>{formatSavedAt(savedAt)}</strong>. {explanation}
    </p>
  )
}
