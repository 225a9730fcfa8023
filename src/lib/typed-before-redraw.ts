// What the visitor typed into a built page that React draws afresh instead of hydrating (an address
// with a query): read off the old fields, then handed to the new ones of the same names. A rare path,
// so a chunk of its own that only such a page loads (src/main.tsx).
import { changedFields, dispatchChange, typedIn, type Field } from './typed-before-hydration'

/** What the visitor left in a page React is about to draw afresh (an address with a query). */
export interface TypedFields {
  /** What was typed, by field name. */
  values: Map<string, string | boolean>
  /** The field the visitor is typing in, and where in it: the next key must land there too. */
  focus: { name: string; start: number | null; end: number | null } | null
}

const selection = (field: Element) =>
  field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    ? { start: field.selectionStart, end: field.selectionEnd }
    : { start: null, end: null }

/** What was typed into the page's named fields, and which has the focus, before React draws the page afresh. */
export function readTypedFields(root: HTMLElement): TypedFields {
  const values = new Map<string, string | boolean>()
  for (const { field, typed: value } of changedFields(root)) if (field.name) values.set(field.name, value)
  const active = document.activeElement
  const focused = active && root.contains(active) && 'name' in active && typeof active.name === 'string' && active.name
  return { values, focus: focused ? { name: focused, ...selection(active) } : null }
}

const fieldNamed = (root: HTMLElement, name: string) => root.querySelector<Field>(`[name="${CSS.escape(name)}"]`)

/** The visitor had the folds around a field they used open (the job board's "Filters"): so does the new page. */
function unfold(field: Element) {
  for (let fold = field.parentElement?.closest('details'); fold; fold = fold.parentElement?.closest('details'))
    fold.open = true
}

/**
 * Hands React what was typed into the fields of the same names in the page it drew afresh, and puts
 * the focus and caret back in the field the visitor was typing in (the old one is gone with its focus).
 */
export function handTypedFieldsToReact(root: HTMLElement, { values, focus }: TypedFields): void {
  for (const [name, value] of values) {
    const field = fieldNamed(root, name)
    if (!field || typedIn(field) === value) continue
    unfold(field)
    dispatchChange(field, value)
  }
  const field = focus && fieldNamed(root, focus.name)
  if (!field || document.activeElement === field) return
  unfold(field)
  field.focus({ preventScroll: true })
  // Only text fields have a caret (an email field answers null).
  if (focus.start !== null && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
    field.setSelectionRange(focus.start, focus.end)
}
