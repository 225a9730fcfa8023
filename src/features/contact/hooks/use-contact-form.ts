import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { paths } from '../../../config/paths'
import type { ContactMessage } from '../../../shared/models'
import { isAllowedContactAddress } from '../allowed-addresses'
import { newClientMessageId, sendContactMessage } from '../api/send-contact-message'
import { contactContent } from '../contact-content'

export interface ContactBanner {
  tone: 'success' | 'error'
  text: string
}

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' }

/**
 * The contact form's state: values, sending, and the banner (specification sections 4, 5 and 8).
 * A subject arriving as /contact?subject=… (a service's 'Contact Us for Consultation') fills the
 * field, then the address becomes plain /contact, the only address the form may be sent from.
 */
export function useContactForm() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const prefill = params.get('subject')
  const [values, setValues] = useState<ContactMessage>(() => ({ ...EMPTY, subject: prefill ?? '' }))
  const [seenPrefill, setSeenPrefill] = useState(prefill)
  if (prefill !== null && prefill !== seenPrefill) {
    setSeenPrefill(prefill)
    setValues((current) => ({ ...current, subject: prefill }))
  }
  useEffect(() => {
    if (prefill !== null) navigate(paths.contact, { replace: true, preventScrollReset: true })
  }, [prefill, navigate])

  const [sending, setSending] = useState(false)
  const [banner, setBanner] = useState<ContactBanner | null>(null)

  const setField = (field: keyof ContactMessage, value: string) => setValues((current) => ({ ...current, [field]: value }))

  const submit = async () => {
    if (sending) return
    setBanner(null)
    if (!isAllowedContactAddress(window.location.href)) {
      setBanner({ tone: 'error', text: contactContent.wrongAddress })
      return
    }
    setSending(true)
    try {
      const answer = await sendContactMessage(values, newClientMessageId())
      if (answer.status === 'SUCCESS') {
        setBanner({ tone: 'success', text: answer.message })
        setValues(EMPTY)
      } else {
        setBanner({ tone: 'error', text: answer.message })
      }
    } catch (error) {
      console.error('Error sending the contact message:', error)
      setBanner({ tone: 'error', text: contactContent.failed })
    } finally {
      setSending(false)
    }
  }

  return { values, setField, sending, banner, submit }
}
