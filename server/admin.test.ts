import { Databases, ID, Storage } from 'appwrite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Query, Storage as AdminStorage } from 'node-appwrite'
import { InputFile } from 'node-appwrite/file'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { ABANDONED_AFTER_MS, diskName, listApplications, listMessages, pruneResumes, saveResume } from './admin'
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
    expect(lines[1]).toBe('1 application. Save a resume with: npm run admin -- resume <resume file>')
    lines.length = 0
    expect(await listMessages(env, (l) => lines.push(l))).toBe(1)
    expect(lines.join('\n')).toMatch(/Omar <omar@example\.com> {2}"Study permit"\n {4}Hello there\n1 message\./)
  })

  it('prints what visitors typed with every control character escaped: nothing reaches the terminal as a command', async () => {
    const env = { endpoint: server.endpoint, projectId: 'maple-pathways', apiKey: server.apiKey }
    const hostile = 'Eve\x1b]0;owned\x07\x1b[2J\x9b31m\x7f'
    await new Databases(server.webClient()).createDocument({
      databaseId: 'main',
      collectionId: 'applicants',
      documentId: ID.unique(),
      data: {
        jobId: 'job-001',
        jobTitle: `Welder${hostile}`,
        applicantName: `${hostile}\n2026-01-01 00:00  Forged <f@example.com>`,
        applicantEmail: 'eve@example.com',
        resume: 'file-1',
      },
    })
    await fetch(`${server.url}/contact`, {
      method: 'POST',
      body: JSON.stringify({
        name: hostile,
        email: 'eve@example.com',
        subject: `Hi${hostile}`,
        message: `Body${hostile}`,
        clientMessageId: 'hostile-1',
      }),
    })
    const lines: string[] = []
    await listApplications(env, (l) => lines.push(l))
    await listMessages(env, (l) => lines.push(l))
    const printed = lines.join('\n')
    // eslint-disable-next-line no-control-regex -- what must never reach the terminal
    expect(printed).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/)
    const escaped = 'Eve\\x1b]0;owned\\x07\\x1b[2J\\x9b31m\\x7f'
    expect(lines.some((l) => l.includes(`${escaped}\\n2026-01-01 00:00  Forged`))).toBe(true)
    expect(lines.some((l) => l.includes(`applied for "Welder${escaped}"`))).toBe(true)
    expect(lines.some((l) => l.includes(`${escaped} <eve@example.com>  "Hi${escaped}"`))).toBe(true)
    expect(lines.some((l) => l.includes(`Body${escaped}`))).toBe(true)
    // A forged entry never starts a line of its own.
    expect(lines.filter((l) => l.startsWith('2026-01-01 00:00'))).toEqual([])
  })

  it('prune-resumes: only files no application names and older than a day go, and only with --yes', async () => {
    const env = { endpoint: server.endpoint, projectId: 'maple-pathways', apiKey: server.apiKey }
    const storage = new Storage(server.webClient())
    const pdf = (name: string) =>
      new File([new TextEncoder().encode(`%PDF-1.4 ${name}`)], name, { type: 'application/pdf' })
    const [kept, abandoned] = [ID.unique(), ID.unique()]
    await storage.createFile({ bucketId: 'resumes', fileId: kept, file: pdf('kept.pdf') })
    await storage.createFile({ bucketId: 'resumes', fileId: abandoned, file: pdf('abandoned.pdf') })
    await new Databases(server.webClient()).createDocument({
      databaseId: 'main',
      collectionId: 'applicants',
      documentId: ID.unique(),
      data: { jobId: 'job-002', jobTitle: 'Baker', applicantName: 'B', applicantEmail: 'b@example.com', resume: kept },
    })
    const admin = new AdminStorage(server.adminClient())
    const exists = (fileId: string) =>
      admin.getFile({ bucketId: 'resumes', fileId }).then(
        () => true,
        () => false,
      )
    const lines: string[] = []
    const print = (l: string) => lines.push(l)

    // Fresh: an upload whose application is still being saved is never touched.
    expect(await pruneResumes(env, { yes: true }, print)).toBe(0)
    expect(lines).toEqual(['No abandoned resume files.'])

    // A day later: the dry run names only the unreferenced file and deletes nothing.
    const later = Date.now() + ABANDONED_AFTER_MS + 60_000
    lines.length = 0
    expect(await pruneResumes(env, { yes: false, now: later }, print)).toBe(1)
    expect(lines[0]).toMatch(new RegExp(`^Would delete ${abandoned} .* "abandoned\\.pdf"$`))
    expect(lines.at(-1)).toMatch(
      /^Found 1 abandoned resume file \(\d+ bytes\)\. Run again with --yes to delete them\.$/,
    )
    expect([await exists(kept), await exists(abandoned)]).toEqual([true, true])

    lines.length = 0
    expect(await pruneResumes(env, { yes: true, now: later }, print)).toBe(1)
    expect(lines[0]).toMatch(new RegExp(`^Deleted ${abandoned} `))
    expect([await exists(kept), await exists(abandoned)]).toEqual([true, false])
  })

  it('prune-resumes --yes gets through more than a page of abandoned files (the next page starts after a deleted one)', async () => {
    const env = { endpoint: server.endpoint, projectId: 'maple-pathways', apiKey: server.apiKey }
    const admin = new AdminStorage(server.adminClient())
    const count = 105
    for (let i = 0; i < count; i++)
      await admin.createFile({
        bucketId: 'resumes',
        fileId: `stale-${String(i).padStart(3, '0')}`,
        file: InputFile.fromBuffer(Buffer.from(`%PDF-1.4 stale ${i}`), `stale-${i}.pdf`),
      })
    const later = Date.now() + ABANDONED_AFTER_MS + 60_000
    const lines: string[] = []
    expect(await pruneResumes(env, { yes: true, now: later }, (l) => lines.push(l))).toBe(count)
    expect(lines.at(-1)).toMatch(new RegExp(`^Deleted ${count} abandoned resume files`))
    const { files } = await admin.listFiles({ bucketId: 'resumes', queries: [Query.startsWith('$id', 'stale-')] })
    expect(files).toEqual([])
  })

  it("resume: saves an application's resume as sent, under a name safe for this disk, never over another file", async () => {
    const env = { endpoint: server.endpoint, projectId: 'maple-pathways', apiKey: server.apiKey }
    const fileId = ID.unique()
    const content = new TextEncoder().encode('%PDF-1.4 Lena Park, automotive service technician')
    // A name a visitor chose: a folder to climb out of, a terminal command, a Windows-refused colon.
    const name = '../../.bashrc\x1b[2J: CV.pdf'
    await new Storage(server.webClient()).createFile({
      bucketId: 'resumes',
      fileId,
      file: new File([content], name, { type: 'application/pdf' }),
    })
    const folder = mkdtempSync(join(tmpdir(), 'resumes-'))
    const lines: string[] = []
    const path = await saveResume(env, fileId, folder, (l) => lines.push(l))
    expect(readdirSync(folder)).toEqual([`${fileId}-.._.._.bashrc_[2J_ CV.pdf`])
    expect(new Uint8Array(readFileSync(path))).toEqual(content)
    expect(lines[0]).toBe(`Saved "../../.bashrc\\x1b[2J: CV.pdf" (${content.length} bytes) as ${path}.`)
    await expect(saveResume(env, fileId, folder, () => {})).rejects.toThrow(/EEXIST/)
    // A folder not there yet is made.
    expect(readdirSync(dirname(await saveResume(env, fileId, join(folder, 'new', 'sub'), () => {})))).toHaveLength(1)
    await expect(saveResume(env, 'no-such-file', folder, () => {})).rejects.toThrow(/404|not be found/)
    expect(readdirSync(folder).sort()).toEqual([`${fileId}-.._.._.bashrc_[2J_ CV.pdf`, 'new'].sort())
    // Long names are cut to what a disk takes, in bytes, their extension kept.
    for (const long of [`${'a'.repeat(300)}.pdf`, `${'履歴書'.repeat(60)}.docx`]) {
      const cut = diskName(long)
      expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(200)
      expect(cut.slice(-5)).toBe(long.slice(-5))
    }
    // A right-to-left mark would show a Word file as a PDF; a trailing dot Windows would drop.
    expect(diskName('cv\u202Efdp.doc')).toBe('cv_fdp.doc')
    expect(diskName('resume.pdf. ')).toBe('resume.pdf_')
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
