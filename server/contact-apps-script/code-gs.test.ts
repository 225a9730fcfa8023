// Code.gs is the production contact endpoint and cannot import the local backend's rules, so it is run
// here, against a small stand-in for the Apps Script services it calls, and held to the same answers.
import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { CONTACT_SENTENCES } from '../../src/shared/contact-exchange'
import type { ContactAnswer } from '../../src/shared/models'
import { parseSubmission } from '../routes/contact/contact.handlers'

const CODE = readFileSync(new URL('./Code.gs', import.meta.url), 'utf8')

type Row = unknown[]

/**
 * What Sheets keeps of a value appendRow is given, as if typed into the cell: a leading apostrophe marks
 * text (and is dropped); otherwise digits are a number, kept to 15 significant digits.
 */
const stored = (value: unknown) =>
  typeof value !== 'string'
    ? value
    : value.startsWith("'")
      ? value.slice(1)
      : /^[+-]?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(value)
        ? Number(Number(value).toPrecision(15))
        : value
type Script = { doPost(e: unknown): { text: string }; doGet(): { text: string } }

/** A mail MailApp.sendEmail was given. */
type Mail = { to: string; replyTo?: string; subject: string; body: string }

/**
 * Loads Code.gs with a sheet of its own; `lockFree` and `appendFails` stand for a busy or failing sheet,
 * `notifyEmail` for the script property NOTIFY_EMAIL, `refuseMail` for Gmail's refusal of a mail (its
 * reason), as over the daily quota or for a Reply-To it cannot use.
 */
function loadScript({
  lockFree = true,
  appendFails = false,
  notifyEmail = null as string | null,
  refuseMail = (() => undefined) as (mail: Mail) => string | undefined,
} = {}) {
  const rows: Row[] = []
  const logged: unknown[] = []
  const mails: Mail[] = []
  const sheet = {
    appendRow(row: Row) {
      if (appendFails) throw new Error('Service Spreadsheets failed')
      rows.push(row)
    },
    setFrozenRows() {},
    hideColumns() {},
    getLastRow: () => rows.length,
    // Only the id column's lookup is used: getRange(2, 6, n, 1).createTextFinder(id).matchEntireCell(true).findNext()
    getRange: (firstRow: number, column: number) => ({
      createTextFinder: (id: string) => ({
        matchEntireCell: () => ({
          findNext: () => (rows.slice(firstRow - 1).some((row) => String(stored(row[column - 1])) === id) ? {} : null),
        }),
      }),
    }),
  }
  const services = {
    ContentService: {
      MimeType: { JSON: 'JSON' },
      createTextOutput: (text: string) => ({ text, setMimeType: () => ({ text }) }),
    },
    LockService: { getScriptLock: () => ({ tryLock: () => lockFree, releaseLock() {} }) },
    PropertiesService: {
      getScriptProperties: () => ({ getProperty: (key: string) => (key === 'NOTIFY_EMAIL' ? notifyEmail : null) }),
    },
    MailApp: {
      sendEmail(mail: Mail) {
        const refusal = refuseMail(mail)
        if (refusal) throw new Error(refusal)
        mails.push(mail)
      },
    },
    SpreadsheetApp: {
      getActiveSpreadsheet: () => ({
        getSheetByName: () => (rows.length ? sheet : null),
        insertSheet: () => sheet,
      }),
      flush() {},
    },
    // Apps Script's log (the executions page): kept here, not printed among the test results.
    console: { error: (error: unknown) => logged.push(error) },
  }
  const context: Record<string, unknown> & Partial<Script> = { ...services }
  runInNewContext(CODE, context)
  const script = context as Script
  const post = (contents: string) => JSON.parse(script.doPost({ postData: { contents } }).text) as ContactAnswer
  return { rows, logged, mails, post, get: () => JSON.parse(script.doGet().text) as ContactAnswer }
}

const valid = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  subject: 'Work permit',
  message: 'Hello',
  clientMessageId: 'm-1',
}

describe('Code.gs, the production contact endpoint', () => {
  it('answers every submission as the local backend does, with the same sentences', () => {
    const bodies: unknown[] = [
      valid,
      { ...valid, clientMessageId: undefined },
      {},
      [],
      null,
      'text',
      { ...valid, name: '  ', email: 'not-an-address' },
      { ...valid, subject: 42, message: ['a'] },
      { ...valid, name: 'n'.repeat(101), email: `${'e'.repeat(250)}@x.ca`, message: 'm'.repeat(5001) },
      { ...valid, name: 'n'.repeat(100), subject: '🍁'.repeat(200), message: 'm'.repeat(5000) },
      { ...valid, subject: '🍁'.repeat(201) },
      { ...valid, clientMessageId: '' },
      { ...valid, clientMessageId: 'i'.repeat(101) },
      { ...valid, clientMessageId: 7 },
    ]
    const { post } = loadScript()
    for (const body of bodies) {
      const parsed = parseSubmission(body)
      const expected: ContactAnswer = parsed.ok
        ? { status: 'SUCCESS', message: CONTACT_SENTENCES.sent }
        : { status: 'ERROR', message: parsed.problems.join(' ') }
      expect(post(JSON.stringify(body)), JSON.stringify(body)).toEqual(expected)
    }
    expect(post('{not json')).toEqual({ status: 'ERROR', message: CONTACT_SENTENCES.unreadable })
  })

  it('stores a message once however often it is delivered, and a formula as text', () => {
    const { rows, post } = loadScript()
    expect(post(JSON.stringify(valid)).status).toBe('SUCCESS')
    expect(post(JSON.stringify({ ...valid, name: 'Another name' }))).toEqual({
      status: 'SUCCESS',
      message: CONTACT_SENTENCES.sent,
    })
    post(JSON.stringify({ ...valid, clientMessageId: 'm-2', subject: '=HYPERLINK("https://evil.example")' }))
    // Every value the visitor sent is kept as text: a formula is never run, a subject '2024-05-01' is no date.
    // A formula keeps an apostrophe of its own, which a CSV download keeps too (Sheets' own mark is lost there).
    expect(rows.map((row) => [row[1], row[3], row[5]].map(stored))).toEqual([
      ['Name', 'Subject', 'Client message id'],
      ['Priya Sharma', 'Work permit', 'm-1'],
      ['Priya Sharma', '\'=HYPERLINK("https://evil.example")', 'm-2'],
    ])
    expect(rows.slice(1).every((row) => row.slice(1).every((cell) => String(cell).startsWith("'")))).toBe(true)
  })

  it('finds an id of digits alone as stored (Sheets would have kept it as a rounded number): a retry is stored once', () => {
    const { rows, post } = loadScript()
    for (const clientMessageId of ['12345678901234567890', '1234e56789', '12345678901234567890', '-1', '-1'])
      post(JSON.stringify({ ...valid, clientMessageId }))
    // An id a formula could start ('-1') is kept as written too, so its retry is found.
    expect(rows.slice(1).map((row) => stored(row[5]))).toEqual(['12345678901234567890', '1234e56789', '-1'])
  })

  it('says the server is busy, or the message was not saved, in the sentences the page translates', () => {
    expect(loadScript({ lockFree: false }).post(JSON.stringify(valid))).toEqual({
      status: 'ERROR',
      message: CONTACT_SENTENCES.busy,
    })
    const failing = loadScript({ appendFails: true })
    expect(failing.post(JSON.stringify(valid))).toEqual({ status: 'ERROR', message: CONTACT_SENTENCES.notSaved })
    expect(failing.rows).toEqual([])
    expect(failing.logged).toEqual([new Error('Service Spreadsheets failed')])
    expect(loadScript().get()).toEqual({ status: 'ERROR', message: CONTACT_SENTENCES.postOnly })
  })

  it('e-mails each new message to NOTIFY_EMAIL, to reply to the visitor; a repeat or a refusal sends none', () => {
    const { post, mails } = loadScript({ notifyEmail: ' office@maple.example, amara@maple.example ' })
    post(
      JSON.stringify({
        ...valid,
        name: 'Priya Sharma\nFrom: IRCC <officer@ircc.example>',
        subject: 'Work permit\nBcc: someone@evil.example\u2028Cc: other@evil.example',
        message: '=1+1\nThanks',
      }),
    )
    post(JSON.stringify({ ...valid, subject: 'Again' }))
    post(JSON.stringify({ ...valid, clientMessageId: 'm-3', email: 'not-an-address' }))
    expect(mails).toEqual([
      {
        to: 'office@maple.example, amara@maple.example',
        replyTo: 'priya@example.com',
        // One line; the message as written (the sheet's apostrophe is the sheet's business).
        subject: 'Website message: Work permit Bcc: someone@evil.example Cc: other@evil.example',
        // The message's lines are its own; the name and subject cannot add lines above it.
        body: 'From: Priya Sharma From: IRCC <officer@ircc.example> <priya@example.com>\nSubject: Work permit Bcc: someone@evil.example Cc: other@evil.example\n\n=1+1\nThanks\n',
      },
    ])
  })

  it('sends no mail without NOTIFY_EMAIL, and a failed mail loses nothing: the message is stored and the visitor thanked', () => {
    const quiet = loadScript()
    expect(quiet.post(JSON.stringify(valid)).status).toBe('SUCCESS')
    expect(quiet.mails).toEqual([])
    const quota = 'Service invoked too many times for one day: email.'
    const overQuota = loadScript({ notifyEmail: 'office@maple.example', refuseMail: () => quota })
    expect(overQuota.post(JSON.stringify(valid))).toEqual({ status: 'SUCCESS', message: CONTACT_SENTENCES.sent })
    expect(overQuota.rows).toHaveLength(2)
    expect(overQuota.logged).toEqual([new Error(quota)])
  })

  it("sends the mail without a Reply-To that Gmail refuses (the form's check is looser than Gmail's)", () => {
    const { post, mails, logged } = loadScript({
      notifyEmail: 'office@maple.example',
      refuseMail: (mail) => (mail.replyTo?.includes('>') ? 'Invalid argument: replyTo' : undefined),
    })
    post(JSON.stringify({ ...valid, email: 'priya@example.com>' }))
    expect(mails).toEqual([
      {
        to: 'office@maple.example',
        subject: 'Website message: Work permit',
        body: 'From: Priya Sharma <priya@example.com>>\nSubject: Work permit\n\nHello\n',
      },
    ])
    expect(logged).toEqual([])
  })
})
