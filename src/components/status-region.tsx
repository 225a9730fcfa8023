import { useEffect, useState, type ReactNode } from 'react'

interface StatusRegionProps {
  /** What it says now: nothing ('', null, false) while there is nothing to say. */
  children?: ReactNode
  /** Its look while shown. */
  className?: string
  /** On show (by default while it has words). Hidden, it takes no room and is still a live region. */
  shown?: boolean
  /** A paragraph, or a block for a message holding more than a line (a box, a button). */
  as?: 'p' | 'div'
}

const hasWords = (children: ReactNode) =>
  children !== undefined && children !== null && children !== false && children !== ''

/**
 * A status message's live region (role=status). Screen readers announce words put into a region
 * already on the page, and often say nothing of one that arrives with its words in it (WCAG 4.1.3):
 * render it whether or not there is something to say, and change only its words.
 */
export function StatusRegion({ children, className, shown = hasWords(children), as: Tag = 'p' }: StatusRegionProps) {
  return (
    <Tag role="status" className={shown ? className : 'visually-hidden'}>
      {children}
    </Tag>
  )
}

/**
 * `value` once it has stopped changing for `ms`, and nothing ('') meanwhile: what a status region says of
 * something being typed (a search's count, a message's room left), heard when the typing pauses rather
 * than at each key, which the screen reader is already echoing. An earlier value is never given for a
 * later one.
 */
export function useSettled(value: string, ms = 700): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled === value ? value : ''
}
