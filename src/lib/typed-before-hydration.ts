// A built page's form fields work before the app's code arrives: the visitor may type a name, tick a
// box or pick an option meanwhile. React's hydration leaves those values on screen but not in its
// state, so the next render (or a submit) would reset them to the state's empty value. This hands
// each changed field to React as the change event it would have seen.

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const changed = (field: Field): boolean => {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected)
  if (field.type === 'checkbox' || field.type === 'radio')
    return (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked
  if (field.type === 'file') return false
  return field.value !== field.defaultValue
}

/** What the visitor left in the field: its value, or whether it is ticked. */
export const typedIn = (field: Field): string | boolean =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    ? field.checked
    : field.value

/**
 * React notices a change by comparing the field's value with the one it last saw (a tracker it keeps
 * on the element, updated when the value is set through the element). Setting the value React knows
 * through the element, then the typed one through the prototype's setter (which the tracker does not
 * see), makes the dispatched event read as the change it is. A select needs only its change event.
 */
export function dispatchChange(field: Field, typed: string | boolean): void {
  if (typeof typed === 'boolean') {
    // A radio is unticked by ticking another of its group, which has its own turn here.
    if (field.type === 'radio' && !typed) return
    // click() ticks it back the way the visitor left it, with the events React listens to.
    ;(field as HTMLInputElement).checked = !typed
    ;(field as HTMLInputElement).click()
  } else if (field instanceof HTMLSelectElement) {
    field.value = typed
    field.dispatchEvent(new Event('change', { bubbles: true }))
  } else {
    field.value = field.defaultValue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

/** The fields changed under `root`, with what the visitor left in them. */
export const changedFields = (root: HTMLElement) =>
  [...root.querySelectorAll<Field>('input, textarea, select')]
    .filter(changed)
    .map((field) => ({ field, typed: typedIn(field) }))

/**
 * Hands React the fields changed under `root` before it hydrated them. All are read first: each
 * change re-renders the form, which puts the fields not handed over yet back to the state's values.
 */
export function handTypedValuesToReact(root: HTMLElement): void {
  for (const { field, typed } of changedFields(root)) dispatchChange(field, typed)
}
