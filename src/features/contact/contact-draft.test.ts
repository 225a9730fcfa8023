import { afterEach, describe, expect, it, vi } from 'vitest'
import { contactDraftsKept, contactSendEnded, keepContactDraft, readContactDraft, withDraft } from './contact-draft'

const KEY = 'maple-pathways:contact-draft'
const message = { name: 'Jane', email: 'jane@example.com', subject: 'Work permit', message: 'Hello' }
const empty = { name: '', email: '', subject: '', message: '' }

afterEach(() => vi.restoreAllMocks())

describe('the contact draft kept for the tab', () => {
  it('reads nothing from a store holding something else, or refusing to be read', () => {
    const fields = JSON.stringify(empty)
    for (const stored of [
      '{not json',
      '"text"',
      '{"values":{"name":1}}',
      `{"values":${fields},"unanswered":{"id":2,"message":${fields}}}`,
      `{"values":${fields},"unanswered":{"id":"a"}}`,
    ]) {
      sessionStorage.setItem(KEY, stored)
      expect(readContactDraft()).toBeUndefined()
    }
    expect(contactDraftsKept()).toBe(true)
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(readContactDraft()).toBeUndefined()
    // The form then says nothing is kept: the update's Reload asks before it loses the text.
    expect(contactDraftsKept()).toBe(false)
  })

  it('keeps the four fields only, and nothing for empty fields with no send under way', () => {
    keepContactDraft({ values: { ...message, extra: 'x' } as typeof message })
    expect(readContactDraft()).toEqual({ values: message })
    keepContactDraft({ values: empty })
    expect(sessionStorage.getItem(KEY)).toBeNull()
    // Emptied by the visitor: not even a send's text is kept.
    keepContactDraft({ values: empty, unanswered: { id: 'a', message } })
    expect(sessionStorage.getItem(KEY)).toBeNull()
  })

  it('a full or refusing store loses the draft, not the form', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    expect(() => keepContactDraft({ values: message })).not.toThrow()
  })

  it('a send answered: taken, its text goes; refused or changed meanwhile, the text stays, with the id it went under', () => {
    keepContactDraft({ values: message, unanswered: { id: 'a', message } })
    contactSendEnded('a', false)
    // It may have arrived all the same: sent again unchanged, it goes under that id.
    expect(readContactDraft()).toEqual({ values: message, answered: { id: 'a', message } })

    keepContactDraft({ values: message, unanswered: { id: 'b', message } })
    contactSendEnded('b', true)
    expect(readContactDraft()).toBeUndefined()

    const changed = { ...message, message: 'Hello again' }
    keepContactDraft({ values: changed, unanswered: { id: 'c', message } })
    contactSendEnded('c', true)
    expect(readContactDraft()).toEqual({ values: changed })

    // Another send has begun since: this one's end leaves it alone.
    keepContactDraft({ values: message, unanswered: { id: 'e', message } })
    contactSendEnded('d', true)
    expect(readContactDraft()).toEqual({ values: message, unanswered: { id: 'e', message } })
  })

  it('fills only the empty fields: text typed before the code came, or a service subject, stays', () => {
    expect(withDraft({ ...empty, subject: 'Express Entry', name: 'Typed' }, message)).toEqual({
      ...message,
      subject: 'Express Entry',
      name: 'Typed',
    })
  })
})
