// Appwrite's abuse limits on what a visitor writes: 120 documents and 60 files a minute per caller.
import { afterEach, describe, expect, it } from 'vitest'
import { inProcessApp, pdfBytes, TEST_API_KEY, type InProcess } from '../test-support/server-fixture'
import { chunkIndex } from './abuse'

const DOCS = '/v1/databases/main/collections'
/** 10:00:30 UTC: the minute's window runs from 10:00:00 to 10:01:00. */
const HALF_PAST = Date.UTC(2026, 10, 27, 10, 0, 30)
const WINDOW_END = Date.UTC(2026, 10, 27, 10, 1, 0) / 1000

let api: InProcess | undefined
afterEach(() => api?.close())

/** An app whose clock the test moves. */
function appAt(start: number, enforced = true) {
  const clock = { now: start }
  api = inProcessApp({ seed: false, abuse: { enforced, now: () => clock.now } })
  return { api, clock }
}

const application = (n: number) => ({
  documentId: `app-${n}`,
  data: { jobId: 'job-1', jobTitle: 'Welder', applicantName: 'Ana', applicantEmail: 'ana@example.com', resume: 'r' },
})
const createDocument = (api: InProcess, n: number, collection = 'applicants', admin = false) =>
  api.request(`${DOCS}/${collection}/documents`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(application(n)),
    admin,
  })

function resumeForm(n: number) {
  const body = new FormData()
  body.append('fileId', `file-${n}`)
  body.append('file', new File([pdfBytes(200)], `resume-${n}.pdf`, { type: 'application/pdf' }))
  return body
}
const upload = (api: InProcess, n: number, headers: Record<string, string> = {}) =>
  api.request('/v1/storage/buckets/resumes/files', { method: 'POST', body: resumeForm(n), headers })

const rateHeaders = (res: Response) => ({
  limit: res.headers.get('x-ratelimit-limit'),
  remaining: res.headers.get('x-ratelimit-remaining'),
  reset: res.headers.get('x-ratelimit-reset'),
})

describe("Appwrite's abuse limits", () => {
  it('refuses a guest the 121st document of a minute with 429 and its message, counting down in the headers; the next minute takes it', async () => {
    const { api, clock } = appAt(HALF_PAST)
    const first = await createDocument(api, 0)
    expect(first.status).toBe(201)
    expect(rateHeaders(first)).toEqual({ limit: '120', remaining: '119', reset: String(WINDOW_END) })
    for (let n = 1; n < 120; n++) expect((await createDocument(api, n)).status).toBe(201)

    const refused = await createDocument(api, 120)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      code: 429,
      type: 'general_rate_limit_exceeded',
      message: 'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
    })
    expect(rateHeaders(refused)).toEqual({ limit: '120', remaining: '0', reset: String(WINDOW_END) })
    // Refused before it was read: nothing stored.
    expect(api.store.documents.get('main', 'applicants', 'app-120')).toBeUndefined()

    clock.now = WINDOW_END * 1000
    const nextMinute = await createDocument(api, 120)
    expect(nextMinute.status).toBe(201)
    expect(rateHeaders(nextMinute).remaining).toBe('119')
  })

  it('counts every collection together, as Appwrite keys the route and not the address called', async () => {
    const { api } = appAt(HALF_PAST)
    for (let n = 0; n < 120; n++) await createDocument(api, n)
    // The blog refuses a guest's write anyway; the limit answers first.
    expect((await createDocument(api, 120, 'blog')).status).toBe(429)
  })

  it('counts a refused document too: the limit is checked before the document is', async () => {
    const { api } = appAt(HALF_PAST)
    const bad = await api.request(`${DOCS}/applicants/documents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ documentId: 'bad', data: {} }),
    })
    expect(bad.status).toBe(400)
    expect(rateHeaders(bad).remaining).toBe('119')
    expect(rateHeaders(await createDocument(api, 1)).remaining).toBe('118')
  })

  it('never limits the API key, whose answers still carry the headers', async () => {
    const { api } = appAt(HALF_PAST)
    for (let n = 0; n < 130; n++) expect((await createDocument(api, n, 'applicants', true)).status).toBe(201)
    const guest = await createDocument(api, 130)
    expect(guest.status).toBe(201)
    expect(rateHeaders(guest).remaining).toBe('119')
  })

  it('refuses a guest the 61st file of a minute; a later chunk of an upload counts apart, as Appwrite keys each chunk', async () => {
    const { api } = appAt(HALF_PAST)
    for (let n = 0; n < 60; n++) expect((await upload(api, n)).status).toBe(201)
    const refused = await upload(api, 60)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ type: 'general_rate_limit_exceeded' })
    expect(rateHeaders(refused)).toEqual({ limit: '60', remaining: '0', reset: String(WINDOW_END) })
    expect(api.store.files.get('resumes', 'file-60')).toBeUndefined()
    // The second of two chunks: its own count.
    const second = await upload(api, 61, {
      'Content-Range': 'bytes 5242880-5243079/5243080',
      'X-Appwrite-ID': 'file-61',
    })
    expect(second.status).not.toBe(429)
    expect(rateHeaders(second).remaining).toBe('59')
  })

  it("with _APP_OPTIONS_ABUSE=disabled refuses nothing and counts nothing, its headers as for a first call, as Appwrite's switch does", async () => {
    const { api } = appAt(HALF_PAST, false)
    for (let n = 0; n < 121; n++) expect((await upload(api, n)).status).toBe(201)
    expect(rateHeaders(await upload(api, 121))).toMatchObject({ limit: '60', remaining: '59' })
  })

  it('refuses a guest the 61st delete of a minute, of documents and of files each, before looking for what to delete', async () => {
    const { api } = appAt(HALF_PAST)
    const remove = (path: string) => api.request(path, { method: 'DELETE' })
    for (let n = 0; n < 60; n++) expect((await remove(`${DOCS}/applicants/documents/none-${n}`)).status).toBe(404)
    const refused = await remove(`${DOCS}/blog/documents/none-60`)
    expect(refused.status).toBe(429)
    expect(rateHeaders(refused)).toEqual({ limit: '60', remaining: '0', reset: String(WINDOW_END) })
    const file = await remove('/v1/storage/buckets/resumes/files/none')
    expect(file.status).not.toBe(429)
    expect(rateHeaders(file)).toMatchObject({ limit: '60', remaining: '59' })
  })

  it('starts afresh when a test asks (TEST_HOOKS=1)', async () => {
    const { api } = appAt(HALF_PAST)
    for (let n = 0; n < 60; n++) await upload(api, n)
    expect((await upload(api, 60)).status).toBe(429)
    expect((await api.app.request('/__test__/abuse', { method: 'DELETE' })).status).toBe(204)
    expect((await upload(api, 60)).status).toBe(201)
  })

  it('puts no limit on reads', async () => {
    const { api } = appAt(HALF_PAST)
    const list = await api.request(`${DOCS}/blog/documents`, { headers: { 'x-appwrite-key': TEST_API_KEY } })
    expect(list.status).toBe(200)
    expect(list.headers.get('x-ratelimit-limit')).toBeNull()
  })
})

describe('the chunk an upload names', () => {
  it('is numbered as Appwrite numbers it: the start over this chunk’s length, 0 for a whole file', () => {
    expect(chunkIndex(undefined)).toBe(0)
    expect(chunkIndex('bytes 0-5242879/12000000')).toBe(0)
    expect(chunkIndex('bytes 5242880-10485759/12000000')).toBe(1)
    // A shorter last chunk gets a larger number (10485760 / 1514240), as in Appwrite.
    expect(chunkIndex('bytes 10485760-11999999/12000000')).toBe(6)
  })
})
