import { useEffect, useId, useLayoutEffect, useRef, type FormEvent } from 'react'
import { Banner } from '../../../components/banner'
import { describedBy, FieldError } from '../../../components/field-error'
import { Button } from '../../../components/button'
import { StatusRegion, useSettled } from '../../../components/status-region'
import { useErrorContent } from '../../../i18n/content'
import { useLocale } from '../../../i18n/translatable'
import { useFocusKeptOnPage } from '../../../lib/use-focus-kept-on-page'
import { useFieldMessages } from '../../../lib/use-field-messages'
import { useContactContent } from '../use-contact-content'
import { CONTACT_LIMITS, contactLength, isContactEmail } from '../../../shared/contact-exchange'
import type { ContactMessage } from '../../../shared/models'
import { useContactForm } from '../hooks/use-contact-form'
import { ContactOutbox } from './contact-outbox'
import styles from './contact-form.module.css'

/** The field that catches spam robots: a name no browser's autofill knows. */
const TRAP_FIELD = 'reference_code'

/** 'Get in Touch': four required fields and the result banner above them. */
export function ContactForm() {
  const { contactContent } = useContactContent()
  const id = useId()
  const { values, setField, sending, banner, submit, restore, hasText, sentFromForm, sendCutShort, textKept } =
    useContactForm()
  // Each answer to Send takes focus, which brings it into view: it sits above the form, and the Send
  // button (disabled while sending) has let focus go. Before the paint, so no key typed meanwhile is lost.
  const bannerRef = useRef<HTMLDivElement>(null)
  const form = useRef<HTMLFormElement>(null)
  // The 'will be sent' banner goes when its message has been sent, maybe with the focus in it.
  const bannerSlot = useRef<HTMLDivElement>(null)
  useFocusKeptOnPage(bannerSlot)
  const { controls } = useErrorContent()
  const fieldMessages = useFieldMessages(form, useLocale(), controls)
  const { errors } = fieldMessages
  const errorId = (name: keyof ContactMessage) => `${id}-${name}-error`
  // The endpoint refuses an address with no dot in its domain, which type="email" takes: the browser
  // says so at the field, with the form's other checks, in the page's words.
  const emailInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    emailInput.current?.setCustomValidity(
      values.email.trim() && !isContactEmail(values.email) ? controls.emailInvalid : '',
    )
  }, [values.email, controls.emailInvalid])
  // A long message: from nine tenths of what the endpoint takes, the room left (or the excess) under the
  // field, heard when the typing pauses; over it, the browser stops Send at the field, in the page's words.
  const messageInput = useRef<HTMLTextAreaElement>(null)
  const left = CONTACT_LIMITS.message - contactLength(values.message)
  const tooLong = left < 0
  const count =
    left > CONTACT_LIMITS.message / 10
      ? ''
      : tooLong
        ? contactContent.charactersOver(-left)
        : contactContent.charactersLeft(left)
  const heardCount = useSettled(count)
  useEffect(() => {
    messageInput.current?.setCustomValidity(tooLong ? contactContent.messageTooLong(CONTACT_LIMITS.message) : '')
  }, [tooLong, contactContent])
  // Set once the visitor moves to a field or types after Send (Enter in a field sends from it).
  const busySinceSend = useRef(false)
  useLayoutEffect(() => {
    // The answer takes the focus, unless the visitor is typing in a field meanwhile (a send may take
    // 20 s): a phone's keyboard would close mid-word. The banner is announced as it comes all the same.
    const typing =
      busySinceSend.current &&
      document.activeElement?.matches('input, textarea') &&
      form.current?.contains(document.activeElement)
    if (banner && !typing) bannerRef.current?.focus()
  }, [banner])

  // The message is back in the fields: the keyboard's focus goes there too, at the first one.
  const putBack = (message: ContactMessage, clientMessageId: string) => {
    restore(message, clientMessageId)
    fieldMessages.clear()
    const first = form.current?.elements.namedItem('name')
    if (first instanceof HTMLInputElement) first.focus()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    busySinceSend.current = false
    const trap = form.current?.elements.namedItem(TRAP_FIELD)
    void submit({ robotSuspected: trap instanceof HTMLInputElement && trap.value !== '' })
  }

  return (
    // An empty form is no use on paper: a printed contact page gives the address, phone and e-mail.
    <section className={`${styles.card} screen-only`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{contactContent.formHeading}</h2>
      <p className={styles.required}>{contactContent.allRequired}</p>
      <ContactOutbox onPutBack={putBack} formHasText={hasText} sentFromForm={sentFromForm} />
      <div ref={bannerSlot} className={styles.bannerSlot}>
        {banner ? (
          <Banner key={banner.id} ref={bannerRef} tone={banner.tone}>
            {banner.text}
          </Banner>
        ) : (
          // Found with the page, not an answer to the visitor: it neither takes the focus nor is announced.
          sendCutShort && (
            <Banner tone="info" live={false}>
              {contactContent.sendCutShort}
            </Banner>
          )
        )}
      </div>
      {/* Its text is kept across a reload (contact-draft.ts): the update's Reload need not ask first.
          'dialog' outside a dialog: sent without the app (scripts off, Enter in a field), the form goes
          nowhere, so the visitor's words never reach an address or leave the page for an error. */}
      <form
        ref={form}
        method="dialog"
        onSubmit={onSubmit}
        onFocus={() => (busySinceSend.current = true)}
        onInput={() => (busySinceSend.current = true)}
        className={styles.form}
        data-text-kept={textKept || undefined}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>{contactContent.name}</label>
          <input
            id={`${id}-name`}
            name="name"
            required
            autoComplete="name"
            aria-invalid={errors.has('name') || undefined}
            aria-describedby={describedBy(errors.has('name') && errorId('name'))}
            value={values.name}
            onChange={(event) => setField('name', event.target.value)}
          />
          <FieldError id={errorId('name')}>{errors.get('name')}</FieldError>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{contactContent.email}</label>
          <input
            id={`${id}-email`}
            ref={emailInput}
            name="email"
            type="email"
            required
            autoComplete="email"
            aria-invalid={errors.has('email') || undefined}
            aria-describedby={describedBy(errors.has('email') && errorId('email'))}
            value={values.email}
            onChange={(event) => setField('email', event.target.value)}
          />
          <FieldError id={errorId('email')}>{errors.get('email')}</FieldError>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-subject`}>{contactContent.subject}</label>
          <input
            id={`${id}-subject`}
            name="subject"
            required
            aria-invalid={errors.has('subject') || undefined}
            aria-describedby={describedBy(errors.has('subject') && errorId('subject'))}
            value={values.subject}
            onChange={(event) => setField('subject', event.target.value)}
          />
          <FieldError id={errorId('subject')}>{errors.get('subject')}</FieldError>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-message`}>{contactContent.message}</label>
          <textarea
            id={`${id}-message`}
            ref={messageInput}
            name="message"
            required
            rows={5}
            aria-invalid={errors.has('message') || undefined}
            aria-describedby={describedBy(errors.has('message') && errorId('message'), count && `${id}-message-count`)}
            value={values.message}
            onChange={(event) => setField('message', event.target.value)}
          />
          <FieldError id={errorId('message')}>{errors.get('message')}</FieldError>
          {count && (
            <p id={`${id}-message-count`} className={tooLong ? styles.countOver : styles.count}>
              {count}
            </p>
          )}
          <StatusRegion shown={false}>{heardCount}</StatusRegion>
        </div>
        {/* A field no person sees, hears or reaches with Tab, and no browser fills in: a robot filling
            in every field gives itself away (use-contact-form.ts). */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={`${id}-${TRAP_FIELD}`}>{contactContent.trapField}</label>
          <input id={`${id}-${TRAP_FIELD}`} name={TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <Button type="submit" className="script-only" disabled={sending}>
          {sending ? contactContent.sending : contactContent.send}
        </Button>
        {/* The disabled button lets the focus go and is not read again: its 'Sending...' is said here. */}
        <StatusRegion shown={false}>{sending ? contactContent.sending : ''}</StatusRegion>
        <p className="script-none-only">{contactContent.needsScript}</p>
      </form>
    </section>
  )
}
