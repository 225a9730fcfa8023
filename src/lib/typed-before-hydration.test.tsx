import { act, useState } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { handTypedValuesToReact } from './typed-before-hydration'
import { handTypedFieldsToReact, readTypedFields, type TypedFields } from './typed-before-redraw'

/** A form whose state React controls, showing that state beside the fields. */
function Form() {
  const [name, setName] = useState('')
  const [note, setNote] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [province, setProvince] = useState('')
  return (
    <form>
      <input aria-label="Name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="Note" name="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input
        type="checkbox"
        aria-label="Agree"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <details>
        <summary>Filters</summary>
        <select
          aria-label="Province"
          name="province"
          value={province}
          onChange={(event) => setProvince(event.target.value)}
        >
          <option value="">Any</option>
          <option value="ON">Ontario</option>
        </select>
      </details>
      <output>{JSON.stringify({ name, note, agreed, province })}</output>
    </form>
  )
}

/** The form as a built page holds it: server HTML in a container on the page. */
function builtForm(): HTMLDivElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Form />)
  document.body.append(container)
  return container
}

/** React draws the form afresh over the built one (an address with a query), then takes what was typed. */
async function drawAfresh(container: HTMLElement, typed: TypedFields, beforeHandOver?: () => void) {
  await act(async () => createRoot(container).render(<Form />))
  beforeHandOver?.()
  await act(async () => handTypedFieldsToReact(container, typed))
}

describe('fields changed before React hydrated them', () => {
  it("become React's state, so no later render resets them", async () => {
    const container = builtForm()
    // The visitor, before the app's code arrived.
    container.querySelector('input')!.value = 'Ada'
    container.querySelector('textarea')!.value = 'Hello'
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true
    container.querySelector('select')!.value = 'ON'

    await act(async () => {
      hydrateRoot(container, <Form />)
    })
    await act(async () => handTypedValuesToReact(container))

    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      name: 'Ada',
      note: 'Hello',
      agreed: true,
      province: 'ON',
    })
    expect(container.querySelector('input')!.value).toBe('Ada')
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true)
    container.remove()
  })

  it('leaves untouched fields alone', async () => {
    const container = builtForm()
    await act(async () => {
      hydrateRoot(container, <Form />)
    })
    await act(async () => handTypedValuesToReact(container))
    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      name: '',
      note: '',
      agreed: false,
      province: '',
    })
    container.remove()
  })

  it('drawn afresh by React (an address with a query), reach its new fields of the same names', async () => {
    const container = builtForm()
    container.querySelector('input')!.value = 'Ada'
    container.querySelector('textarea')!.value = 'Hello'
    const typed = readTypedFields(container)
    await drawAfresh(container, typed)
    expect(JSON.parse(container.querySelector('output')!.textContent!)).toMatchObject({ name: 'Ada', note: 'Hello' })
    container.remove()
  })

  it('drawn afresh, keep the focus and the caret in the field the visitor was typing in', async () => {
    const container = builtForm()
    const old = container.querySelector('textarea')!
    old.value = 'Hello there'
    old.focus()
    old.setSelectionRange(5, 5)
    const typed = readTypedFields(container)
    await drawAfresh(container, typed, () => {
      // The old field is gone, and its focus with it.
      expect(old.isConnected).toBe(false)
    })
    const note = container.querySelector('textarea')!
    expect(document.activeElement).toBe(note)
    expect([note.selectionStart, note.selectionEnd]).toEqual([5, 5])
    container.remove()
  })

  it('drawn afresh, are in sight as they were: the folds the visitor opened to reach them are open', async () => {
    const container = builtForm()
    container.querySelector('details')!.open = true
    const province = container.querySelector('select')!
    province.value = 'ON'
    province.focus()
    const typed = readTypedFields(container)
    await drawAfresh(container, typed)
    expect(JSON.parse(container.querySelector('output')!.textContent!)).toMatchObject({ province: 'ON' })
    expect(container.querySelector('details')!.open).toBe(true)
    expect(document.activeElement).toBe(container.querySelector('select'))
    container.remove()
  })

  it('drawn afresh, keep closed the folds around fields left alone', async () => {
    const container = builtForm()
    container.querySelector('input')!.value = 'Ada'
    await drawAfresh(container, readTypedFields(container))
    expect(container.querySelector('details')!.open).toBe(false)
    container.remove()
  })

  it('drawn afresh, leave the focus alone when it was on no field', async () => {
    const container = builtForm()
    container.querySelector('input')!.value = 'Ada'
    const typed = readTypedFields(container)
    expect(typed.focus).toBeNull()
    await drawAfresh(container, typed)
    expect(document.activeElement).toBe(document.body)
    container.remove()
  })
})
