import { Databases, ID } from 'appwrite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listApplications, listMessages } from './admin'
import { startTestServer, type TestServer } from './test-support/server-fixture'

describe('npm run admin', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ seed: false })
  })
  afterAll(() => server.stop())

  it('lists applications (through node-appwrite and the key) and contact messages', async () => {
    const env = { endpoint: server.endpoint, projectId: 'maple-pathways', apiKey: server.apiKey }
    const lines: string[] = []
    expect(await listApplications(env, (l) => lines.push(l))).toBe(0)
    expect(lines).toEqual(['No applications yet.'])

    await new Databases(server.webClient()).createDocument({
      databaseId: 'main',
      collectionId: 'applicants',
      documentId: ID.unique(),
      data: {
        jobId: 'job-007',
        jobTitle: 'Automotive Service Technician',
        applicantName: 'Lena Park',
        applicantEmail: 'lena@example.com',
        resume: 'file-9',
      },
    })
    await fetch(`${server.url}/contact`, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Omar',
        email: 'omar@example.com',
        subject: 'Study permit',
        message: 'Hello there',
        clientMessageId: 'm1',
      }),
    })

    lines.length = 0
    expect(await listApplications(env, (l) => lines.push(l))).toBe(1)
    expect(lines[0]).toMatch(
      /Lena Park <lena@example\.com> {2}applied for "Automotive Service Technician" \(job-007\) {2}resume file: file-9$/,
    )
    lines.length = 0
    expect(await listMessages(env, (l) => lines.push(l))).toBe(1)
    expect(lines.join('\n')).toMatch(/Omar <omar@example\.com> {2}"Study permit"\n {4}Hello there\n1 message\./)
  })

  it('fails clearly with a wrong key', async () => {
    await expect(
      listMessages(
        { endpoint: server.endpoint, projectId: 'maple-pathways', apiKey: 'wrong-key-0123456789' },
        () => {},
      ),
    ).rejects.toThrow(/401/)
  })
})
