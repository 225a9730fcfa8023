import { useCallback, useEffect, useState, type RefObject } from 'react'
import type { Locale } from '../shared/locales'

export interface FieldMessageWords {
  fieldRequired: string
  emailInvalid: string
}

type TextField = HTMLInputElement | HTMLTextAreaElement

const isTextField = (field: unknown): field is TextField =>
  field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement

/** Spaces alone satisfy the browser's `required`, but fill no field a person reads. */
const isBlank = (field: TextField) => field.required && field.value !== '' && field.value.trim() === ''

/** The messages shown under a form's fields, by field name, and a way to take them all back. */
export interface FieldMessages {
  errors: ReadonlyMap<string, string>
  /** The fields were filled by the page itself (a message put back): what was said of them is gone. */
  clear: () => void
}

const NONE: ReadonlyMap<string, string> = new Map()

/**
 * A form's required fields refuse spaces alone ("fill in this field"), and its "fill in this field" and
 * "not an email address" messages are in the page's language where the browser speaks another (its own
 * bubbles are in its language: English on a French page read in an English browser). Where it speaks
 * the page's, its messages stay: they are more precise. A message set by the form itself (the apply
 * form's Appwrite email rule) is left alone.
 *
 * Each field found wrong at a submit has its message under it too (`errors`), in the page's words, until
 * typing there makes it right.
 */
export function useFieldMessages(
  form: RefObject<HTMLFormElement | null>,
  locale: Locale,
  words: FieldMessageWords,
): FieldMessages {
  const [errors, setErrors] = useState(NONE)
  useEffect(() => {
    const element = form.current
    if (!element) return
    const translate = !browserSpeaks(locale)
    const ours = new WeakSet<EventTarget>()
    const say = (field: TextField, message: string) => {
      field.setCustomValidity(message)
      if (message) ours.add(field)
      else ours.delete(field)
    }
    // Under the field, always in the page's words (the browser's own may be in its language).
    const shown = (field: TextField) =>
      field.validity.valid
        ? ''
        : field.validity.customError
          ? field.validationMessage
          : field.validity.typeMismatch
            ? words.emailInvalid
            : words.fieldRequired
    const show = (field: TextField, { onlyIfShown = false } = {}) =>
      setErrors((now) => {
        if (onlyIfShown && !now.has(field.name)) return now
        const message = shown(field)
        if ((now.get(field.name) ?? '') === message) return now
        const next = new Map(now)
        if (message) next.set(field.name, message)
        else next.delete(field.name)
        return next
      })
    const onInvalid = (event: Event) => {
      const field = event.target
      if (!isTextField(field)) return
      if (!field.validity.customError || ours.has(field)) {
        field.setCustomValidity('')
        say(
          field,
          isBlank(field) || (translate && field.validity.valueMissing)
            ? words.fieldRequired
            : translate && field.validity.typeMismatch && field.type === 'email'
              ? words.emailInvalid
              : '',
        )
      }
      show(field)
    }
    // Typing takes the message back (the field is checked afresh at the next submit), unless it leaves
    // only spaces; a message shown under the field follows.
    const onInput = (event: Event) => {
      const field = event.target
      if (!isTextField(field)) return
      if (ours.has(field) || isBlank(field)) say(field, isBlank(field) ? words.fieldRequired : '')
      // A task on: the form's own checks (a message too long) follow the keystroke in React's effects.
      const timer = setTimeout(() => {
        pending.delete(timer)
        show(field, { onlyIfShown: true })
      })
      pending.add(timer)
    }
    const pending = new Set<ReturnType<typeof setTimeout>>()
    // A form drawn again with what was typed before (a kept draft).
    for (const field of element.elements) if (isTextField(field) && isBlank(field)) say(field, words.fieldRequired)
    element.addEventListener('invalid', onInvalid, true)
    element.addEventListener('input', onInput)
    return () => {
      element.removeEventListener('invalid', onInvalid, true)
      element.removeEventListener('input', onInput)
      for (const timer of pending) clearTimeout(timer)
    }
  }, [form, locale, words])
  const clear = useCallback(() => setErrors(NONE), [])
  return { errors, clear }
}

const browserSpeaks = (locale: Locale) =>
  (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase().split('-')[0] === locale
