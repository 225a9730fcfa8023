import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import styles from './tabs.module.css'

export interface TabItem {
  id: string
  label: string
}

interface TabsProps<T extends TabItem> {
  /** Accessible name of the tab list. */
  label: string
  items: readonly T[]
  /** The tab selected at first; the first tab when omitted. */
  defaultSelectedId?: T['id']
  renderPanel: (item: T) => ReactNode
  className?: string
  panelClassName?: string
  /**
   * The tab's name over its panel on paper and without scripts: a heading (h3), or plain text where the
   * panel holds headings of that level itself (the services under their country).
   */
  labelAsHeading?: boolean
}

/**
 * Tabs following the WAI-ARIA tabs pattern with automatic activation: one tab in the Tab order (roving
 * tabindex), ArrowLeft/ArrowRight (wrapping), Home and End move focus and select at once.
 */
export function Tabs<T extends TabItem>({
  label,
  items,
  defaultSelectedId,
  renderPanel,
  className,
  panelClassName,
  labelAsHeading = true,
}: TabsProps<T>) {
  const Label = labelAsHeading ? 'h3' : 'p'
  const baseId = useId()
  const [selectedId, setSelectedId] = useState<string | undefined>(defaultSelectedId ?? items[0]?.id)
  const tabs = useRef(new Map<string, HTMLButtonElement>())
  const tabId = (item: T) => `${baseId}-tab-${item.id}`
  const panelId = (item: T) => `${baseId}-panel-${item.id}`

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // Alt+Left is the browser's Back, Ctrl+Home and the like its own: not the tabs'.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const last = items.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    const target = next === undefined ? undefined : items[next]
    if (!target) return
    event.preventDefault()
    setSelectedId(target.id)
    tabs.current.get(target.id)?.focus()
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={`${styles.list} screen-only`}>
        {items.map((item, index) => {
          const selected = item.id === selectedId
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element)
                else tabs.current.delete(item.id)
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={selected}
              aria-controls={panelId(item)}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelectedId(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item)}
          aria-labelledby={tabId(item)}
          tabIndex={0}
          hidden={item.id !== selectedId}
          className={[styles.panel, panelClassName].filter(Boolean).join(' ')}
        >
          {/* On paper and without scripts every panel shows, each under its tab’s name (the tabs are for a tap). */}
          <Label className={`print-only ${styles.printedLabel}`}>{item.label}</Label>
          {renderPanel(item)}
        </div>
      ))}
    </div>
  )
}
