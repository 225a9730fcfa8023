import { useEffect, type RefObject } from 'react'
import type { Locale } from '../shared/locales'

export interface FieldMessageWords {
  fieldRequired: string
  emailInvalid: string
}

/**
 * A form's "fill in this field" and "not an email address" messages in the page's language where the
 * browser speaks another (its own bubbles are in its language: English on a French page read in an
 * English browser). Where it speaks the page's, its messages stay: they are more precise. A message set
 * by the form itself (the apply form's Appwrite email rule) is left alone.
 */
export function useFieldMessages(
  form: RefObject<HTMLFormElement | null>,
  locale: Locale,
  words: FieldMessageWords,
): void {
  useEffect(() => {
    const element = form.current
    if (!element || browserSpeaks(locale)) return
    const ours = new WeakSet<EventTarget>()
    const onInvalid = (event: Event) => {
      const field = event.target
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return
      if (field.validity.customError && !ours.has(field)) return
      field.setCustomValidity('')
      const message = field.validity.valueMissing
        ? words.fieldRequired
        : field.validity.typeMismatch && field.type === 'email'
          ? words.emailInvalid
          : ''
      if (!message) return
      field.setCustomValidity(message)
      ours.add(field)
    }
    // Typing takes the message back: the field is checked afresh at the next submit.
    const onInput = (event: Event) => {
      const field = event.target as HTMLInputElement | HTMLTextAreaElement
      if (ours.delete(field)) field.setCustomValidity('')
    }
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
