import { useEffect } from 'react'
import type { SentNotice } from './contact-outbox'
import { useArrivals } from './use-announcement'

/** Sent notices already said aloud in this page's life, by the Contact screen or the corner notice. */
const said = new Set<string>()

/**
 * The messages just sent that no part of the page has said yet. Each is said once, where its notice
 * first shows: not again when the notice comes into view elsewhere (the corner after Contact, or the
 * corner again after a visit to Contact).
 */
export function useSentToSay(sent: readonly SentNotice[]): readonly SentNotice[] {
  const toSay = useArrivals(
    sent.filter((notice) => !said.has(notice.clientMessageId)),
    (notice) => notice.clientMessageId,
  )
  useEffect(() => {
    for (const notice of toSay) said.add(notice.clientMessageId)
  }, [toSay])
  return toSay
}
