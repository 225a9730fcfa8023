import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { openStore } from '../../store/store'
import { TEST_API_KEY, inProcessApp, tempDir, testSchema, type InProcess } from '../../test-support/server-fixture'

describe('test hooks (TEST_HOOKS=1)', () => {
  let api: InProcess
  beforeAll(() => {
    api = inProcessApp({ seed: false })
  })
  afterAll(() => api.close())

  const addFault = (fault: object) =>
    api.app.request('/__test__/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fault),
    })
  const saveApplication = (documentId: string) =>
    api.request('/v1/databases/main/collections/applicants/documents', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        documentId,
        data: {
          jobId: 'job-001',
          jobTitle: 'Welder',
          applicantName: 'Ola',
          applicantEmail: 'ola@example.com',
          resume: 'f1',
        },
      }),
    })

  it('fails the next matching API request once, before the store is touched', async () => {
    expect(
      (await addFault({ method: 'POST', path: '/collections/applicants/documents$', status: 500, times: 1 })).status,
    ).toBe(201)
    const failed = await saveApplication('app-1')
    expect(failed.status).toBe(500)
    expect(await failed.json()).toMatchObject({ code: 500, type: 'general_unknown' })
    expect(api.store.documents.get('main', 'applicants', 'app-1')).toBeUndefined()
    expect((await saveApplication('app-1')).status).toBe(201)
  })

  it('fails the contact endpoint with a plain 500 the page can read, and clears faults', async () => {
    await addFault({ method: 'POST', path: '^/contact$', status: 500, times: 2 })
    const res = await api.app.request('/contact', { method: 'POST', body: '{}' })
    expect(res.status).toBe(500)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(await res.text()).toMatch(/Injected failure/)
    expect((await api.app.request('/__test__/faults', { method: 'DELETE' })).status).toBe(204)
    expect((await api.app.request('/contact', { method: 'POST', body: '{}' })).status).toBe(200)
  })

  it('refuses a malformed fault', async () => {
    expect((await addFault({ path: '(', status: 500 })).status).toBe(400)
    expect((await addFault({ path: '/x', status: 200 })).status).toBe(400)
  })

  it('does not exist when hooks are off', async () => {
    const dir = tempDir()
    const store = openStore(dir.path)
    try {
      const app = createApp({ store, schema: testSchema(), apiKey: TEST_API_KEY })
      const res = await app.request('/__test__/faults', {
        method: 'POST',
        body: JSON.stringify({ path: '.', status: 500 }),
      })
      expect(res.status).toBe(404)
    } finally {
      store.close()
      dir.remove()
    }
  })
})
