import { useEffect, type RefObject } from 'react'
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

/**
 * A form's required fields refuse spaces alone ("fill in this field"), and its "fill in this field" and
 * "not an email address" messages are in the page's language where the browser speaks another (its own
 * bubbles are in its language: English on a French page read in an English browser). Where it speaks
 * the page's, its messages stay: they are more precise. A message set by the form itself (the apply
 * form's Appwrite email rule) is left alone.
 */
export function useFieldMessages(
  form: RefObject<HTMLFormElement | null>,
  locale: Locale,
  words: FieldMessageWords,
): void {
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
    const onInvalid = (event: Event) => {
      const field = event.target
      if (!isTextField(field) || (field.validity.customError && !ours.has(field))) return
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
    // Typing takes the message back (the field is checked afresh at the next submit), unless it leaves
    // only spaces.
    const onInput = (event: Event) => {
      const field = event.target
      if (!isTextField(field) || !(ours.has(field) || isBlank(field))) return
      say(field, isBlank(field) ? words.fieldRequired : '')
    }
    // A form drawn again with what was typed before (a kept draft).
    for (const field of element.elements) if (isTextField(field) && isBlank(field)) say(field, words.fieldRequired)
    element.addEventListener('invalid', onInvalid, true)
    element.addEventListener('input', onInput)
    return () => {
      element.removeEventListener('invalid', onInvalid, true)
      element.removeEventListener('input', onInput)
    }
  }, [form, locale, words])
}

const browserSpeaks = (locale: Locale) =>
  (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase().split('-')[0] === locale
