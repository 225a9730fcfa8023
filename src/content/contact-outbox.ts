// The words of the contact queue (messages written offline), shown on the Contact page and, from
// any other page, in the corner notices.
export const contactOutboxContent = {
  waitingCount: (count: number) => `${count} ${count === 1 ? 'message' : 'messages'} waiting to be sent`,
  waitingHint: 'It will be sent automatically as soon as it can be.',
  waitingHintMany: 'They will be sent automatically as soon as they can be.',
  queuedOffline:
    'You are offline. Your message is saved on this device and will be sent automatically when the connection is back.',
  queuedAfterFailure:
    'The connection failed. Your message is saved on this device and will be sent automatically when the connection is back.',
  queuedAfterNoAnswer:
    'The server could not take your message just now. It is saved on this device, and sending it will be tried again automatically.',
  /** After the words above, where no Background Sync sends a queued message with the site closed (Safari, Firefox). */
  onlyWhileOpen:
    'In this browser, sending happens only while this site is open: keep it open, or come back to it later.',
  notKept:
    'You are offline, and this browser cannot keep the message for later. Your text is still in the form: send it again when you are back online.',
  sent: (subject: string) => `Your message “${subject}” was sent.`,
  refused: (subject: string, serverMessage: string) => `Your message “${subject}” could not be sent: ${serverMessage}`,
  refusedElsewhere: 'A message you wrote could not be sent. It is kept on the Contact page.',
  putBack: 'Put it back in the form',
  /** A message taken out of the queue, once the delivery round under way (if any) has ended. */
  takingBack: 'Taking it back…',
  /** A waiting message's subject in the list. */
  quoted: (subject: string) => `“${subject}”`,
  replaceTyped: (subject: string) => `Replace what you are writing with your message “${subject}”?`,
  discard: 'Discard',
  dismiss: 'Dismiss',
  openContact: 'Open Contact',
} as const
