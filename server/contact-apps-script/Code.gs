/**
 * Contact form endpoint for the Maple Pathways site: a Google Apps Script web app writing each message
 * to a sheet. Same contract as the local backend's POST /contact (server/routes/contact/):
 *   request:  the JSON {name, email, subject, message, clientMessageId} sent as text/plain (no CORS preflight)
 *   answer:   200 {"status":"SUCCESS","message":"Thank you! Your message has been sent."}
 *             or 200 {"status":"ERROR","message":"<what is wrong>"} (Apps Script can only answer 200)
 * A repeated clientMessageId (a retry, or a queued message replayed) is the same message: answered
 * SUCCESS and stored once. Ids are kept in a hidden column; a script lock makes check-and-append atomic.
 * Each new message is also e-mailed to the addresses in the script property NOTIFY_EMAIL, if set, with
 * the visitor's address to reply to. Deployment: see README.md beside this file.
 */

const SHEET_NAME = 'Messages'
const HEADERS = ['Received at', 'Name', 'Email', 'Subject', 'Message', 'Client message id']
const ID_COLUMN = 6
const LIMITS = { name: 100, email: 254, subject: 200, message: 5000, clientMessageId: 100 }
const LABELS = { name: 'your name', email: 'your email address', subject: 'a subject', message: 'a message' }
const SUCCESS_MESSAGE = 'Thank you! Your message has been sent.'
const UNREADABLE = 'The message could not be read. Please try again.'
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function doPost(e) {
  let body
  try {
    body = JSON.parse((e && e.postData && e.postData.contents) || '')
  } catch (err) {
    return answer_('ERROR', UNREADABLE)
  }
  const parsed = parseSubmission_(body)
  if (!parsed.ok) return answer_('ERROR', parsed.problems.join(' '))

  const lock = LockService.getScriptLock()
  if (!lock.tryLock(10000)) return answer_('ERROR', 'The server is busy. Please try again in a moment.')
  const m = parsed.message
  try {
    const sheet = messagesSheet_()
    if (parsed.clientMessageId && alreadyStored_(sheet, parsed.clientMessageId)) {
      return answer_('SUCCESS', SUCCESS_MESSAGE)
    }
    sheet.appendRow([
      new Date(),
      cell_(m.name),
      cell_(m.email),
      cell_(m.subject),
      cell_(m.message),
      // Found again by its whole text (alreadyStored_): Sheets' mark alone, whatever it starts with.
      "'" + (parsed.clientMessageId || ''),
    ])
    SpreadsheetApp.flush()
  } catch (err) {
    console.error(err)
    return answer_('ERROR', 'Your message could not be saved. Please try again later.')
  } finally {
    lock.releaseLock()
  }
  notifyStaff_(m)
  return answer_('SUCCESS', SUCCESS_MESSAGE)
}

/**
 * E-mails a new message to NOTIFY_EMAIL (Project Settings → Script properties; addresses separated by
 * commas), replying to the visitor. The message is stored already: a mail that fails (the account's
 * daily quota, say) is logged, and the visitor is still told it was sent. A visitor's address that Gmail
 * refuses as Reply-To (it passes the form's loose check) does not cost the mail: it goes without one.
 */
function notifyStaff_(m) {
  const to = (PropertiesService.getScriptProperties().getProperty('NOTIFY_EMAIL') || '').trim()
  if (!to) return
  const mail = {
    to: to,
    // One line each: a line break in the subject would end the header, and in the name or subject would
    // forge a line of the mail's own (a second "From:") above the message.
    subject: 'Website message: ' + oneLine_(m.subject),
    body:
      'From: ' + oneLine_(m.name) + ' <' + m.email + '>\nSubject: ' + oneLine_(m.subject) + '\n\n' + m.message + '\n',
  }
  try {
    MailApp.sendEmail(Object.assign({ replyTo: m.email }, mail))
  } catch (withReplyTo) {
    try {
      MailApp.sendEmail(mail)
    } catch (err) {
      console.error(err)
    }
  }
}

function oneLine_(text) {
  return text.replace(/[\r\n\v\f\u0085\u2028\u2029]+/g, ' ')
}

function doGet() {
  return answer_('ERROR', 'This address accepts contact messages sent with POST.')
}

/** The same rules and messages as server/routes/contact/contact.handlers.ts. */
function parseSubmission_(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, problems: [UNREADABLE] }
  const problems = []
  const message = {}
  ;['name', 'email', 'subject', 'message'].forEach(function (field) {
    const raw = body[field]
    const value = typeof raw === 'string' ? raw.trim() : ''
    message[field] = value
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      problems.push('Please enter ' + LABELS[field] + ' as text.')
    } else if (value === '') {
      problems.push('Please enter ' + LABELS[field] + '.')
    } else if (Array.from(value).length > LIMITS[field]) {
      const label = field === 'email' ? 'The email address' : field.charAt(0).toUpperCase() + field.slice(1)
      problems.push(label + ' must be at most ' + LIMITS[field] + ' characters.')
    } else if (field === 'email' && !EMAIL.test(value)) {
      problems.push('Please enter a valid email address.')
    }
  })
  const id = body.clientMessageId
  if (
    id !== undefined &&
    id !== null &&
    (typeof id !== 'string' || id.length === 0 || id.length > LIMITS.clientMessageId)
  ) {
    problems.push('The message id is not valid. Please reload the page and try again.')
  }
  if (problems.length) return { ok: false, problems: problems }
  return { ok: true, message: message, clientMessageId: typeof id === 'string' ? id : null }
}

function messagesSheet_() {
  const book = SpreadsheetApp.getActiveSpreadsheet()
  let sheet = book.getSheetByName(SHEET_NAME)
  if (!sheet) {
    sheet = book.insertSheet(SHEET_NAME)
    sheet.appendRow(HEADERS)
    sheet.setFrozenRows(1)
    sheet.hideColumns(ID_COLUMN)
  }
  return sheet
}

function alreadyStored_(sheet, id) {
  const rows = sheet.getLastRow() - 1
  if (rows < 1) return false
  return sheet.getRange(2, ID_COLUMN, rows, 1).createTextFinder(id).matchEntireCell(true).findNext() !== null
}

/**
 * A visitor's value as text, whatever it looks like: a leading apostrophe (Sheets' mark, not kept in
 * the cell) stops a formula from running, digits from turning into a rounded number (an id of digits
 * alone would then never be found again), and '2024-05-01' from turning into a date. A value a
 * spreadsheet would run as a formula (OWASP's CSV injection list) keeps an apostrophe of its own as
 * well: Sheets' mark is lost in a CSV download, which Excel would open and run.
 */
function cell_(value) {
  return (/^[=+\-@\t\r]/.test(value) ? "''" : "'") + value
}

function answer_(status, message) {
  return ContentService.createTextOutput(JSON.stringify({ status: status, message: message })).setMimeType(
    ContentService.MimeType.JSON,
  )
}
