import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useErrorContent } from '../i18n/content'
import { holdHistoryEntry } from './modal-history'
import styles from './modal.module.css'
import { FOCUSABLE } from '../lib/focusable'

interface ModalProps {
  /** The modal is shown while this is true; the parent owns the state. */
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** Accessible name of the close control ('Close' in the page's language when omitted). */
  closeLabel?: string
  /**
   * A name for its history entry, the same after a reload (a job's form: its job), so its screen can
   * open it again there (modalOfEntry); without one the entry is the modal's for this page only.
   */
  entryName?: string
}

/**
 * The site's one modal, built on <dialog> shown with showModal(): the browser makes the page behind
 * inert (so focus stays inside), Escape closes it, and focus goes back to the control that opened it.
 * Back (a phone's back button, above all) closes it too: an open modal is an entry of the history.
 */
export function Modal({ open, onClose, title, children, closeLabel, entryName }: ModalProps) {
  const { controls } = useErrorContent()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headerRef = useRef<HTMLDivElement>(null)
  const pressedOnBackdrop = useRef(false)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  // Back closes it: while open, it holds an entry of the history (modal-history.ts).
  const ownId = useId()
  const entryId = entryName ?? ownId
  useEffect(() => {
    if (!open) return
    return holdHistoryEntry(entryId, () => onCloseRef.current())
  }, [open, entryId])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '') // jsdom and very old browsers
    }
    document.body.classList.add('modal-open')
    // showModal() moves focus in on its own; where it did not (jsdom), move it to the first control.
    if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close()
      dialog.removeAttribute('open')
      document.body.classList.remove('modal-open')
      // Return focus to the opener, if it is still on the page.
      if (opener?.isConnected) opener.focus()
    }
  }, [open])

  // The sticky header is as tall as its title makes it: what scrolls into view for the focus (Tab,
  // Shift+Tab) stops below it, never under it (WCAG 2.4.11). Past a third of the dialog (a long title
  // on a phone) it would leave the form a sliver: it scrolls away with the rest instead.
  useEffect(() => {
    const dialog = dialogRef.current
    const header = headerRef.current
    if (!open || !dialog || !header || typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(() => {
      const height = header.getBoundingClientRect().height
      const scrollsAway = height > dialog.clientHeight / 3
      dialog.toggleAttribute('data-header-scrolls', scrollsAway)
      dialog.style.setProperty('--modal-header-height', scrollsAway ? '0px' : `${height}px`)
    })
    observer.observe(header)
    observer.observe(dialog)
    return () => observer.disconnect()
  }, [open])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    // Escape fires 'cancel'; we close through the parent so its state stays the source of truth.
    const onCancel = (event: Event) => {
      // A file field whose picker was dismissed fires a 'cancel' that bubbles up here: not the dialog's.
      if (event.target !== dialog) return
      event.preventDefault()
      onCloseRef.current()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onCloseRef.current()
      } else if (event.key === 'Tab') {
        trapTab(dialog, event)
      }
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('keydown', onKeyDown)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  if (!open) return null

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it; a press
        // inside that ends there (selecting a field's text with the mouse) does not.
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose()
      }}
    >
      <div ref={headerRef} className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel ?? controls.close}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  )
}

/** Keeps Tab and Shift+Tab cycling inside the dialog (showModal alone lets focus reach the browser UI). */
function trapTab(dialog: HTMLElement, event: KeyboardEvent) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}
