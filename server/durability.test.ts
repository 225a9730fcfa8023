// An acknowledged write survives the process being killed: SIGKILL right after the answer, restart on
// the same data folder, read the document and the file back.
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { delimiter, join } from 'node:path'
import { Client, Databases, ID, Permission, Role, Storage } from 'node-appwrite'
import { afterAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from './env'
import { PROJECT_ID, TEST_API_KEY, fileOf, pdfBytes, tempDir } from './test-support/server-fixture'

// The server runs in this one process (Node with tsx's loader), not under the tsx command: that
// command runs the server in a child of its own, which a SIGKILL to the command would leave running.
const NODE = join(PROJECT_ROOT, 'node_modules', '.bin', 'node')
const SERVER = ['--import', 'tsx', 'server/index.ts']

interface Child {
  process: ChildProcess
  url: string
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** Starts the backend (server/index.ts) on a free port and waits for its "listening" line. */
function startChild(dataDir: string): Promise<Child> {
  const child = spawn(NODE, SERVER, {
    cwd: PROJECT_ROOT,
    // The project's Node 22 (node:sqlite) comes first on PATH, as under npm.
    env: {
      ...process.env,
      PATH: `${join(PROJECT_ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
      PORT: '0',
      DATA_DIR: dataDir,
      APPWRITE_API_KEY: TEST_API_KEY,
      SEED: '0',
      TEST_HOOKS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 240_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /backend on (http:\/\/[^\s/]+)\/v1/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({ process: child, url: match[1]!, output: () => output, exited })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then(() => reject(new Error(`server exited early:\n${output}`)))
  })
}

// Each start compiles server/ with tsx: seconds on a busy machine, hence the long timeouts.
describe('durability', () => {
  const dir = tempDir('mp-durable-')
  const children: ChildProcess[] = []
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    dir.remove()
  })

  it('keeps an acknowledged document and file across SIGKILL and restart; stops cleanly on SIGTERM', async () => {
    const first = await startChild(dir.path)
    children.push(first.process)
    const client = () => new Client().setEndpoint(`${first.url}/v1`).setProject(PROJECT_ID).setKey(TEST_API_KEY)
    const bytes = pdfBytes(300_000)
    const file = await new Storage(client()).createFile({
      bucketId: 'resumes',
      fileId: ID.unique(),
      file: fileOf(bytes, 'resume.pdf'),
    })
    const permissions = [Permission.read(Role.label('admin')), Permission.write(Role.label('admin'))]
    const data = {
      jobId: 'job-001',
      jobTitle: 'Welder',
      applicantName: 'Kim Lee',
      applicantEmail: 'kim@example.com',
      resume: file.$id,
    }
    const doc = await new Databases(client()).createDocument({
      databaseId: 'main',
      collectionId: 'applicants',
      documentId: ID.unique(),
      data,
      permissions,
    })
    first.process.kill('SIGKILL')
    expect((await first.exited).signal).toBe('SIGKILL')
    // Really gone: its address no longer answers.
    await expect(fetch(`${first.url}/v1/health/version`)).rejects.toThrow()

    const second = await startChild(dir.path)
    children.push(second.process)
    const again = new Client().setEndpoint(`${second.url}/v1`).setProject(PROJECT_ID).setKey(TEST_API_KEY)
    expect(
      await new Databases(again).getDocument({ databaseId: 'main', collectionId: 'applicants', documentId: doc.$id }),
    ).toMatchObject(data)
    const downloaded = new Uint8Array(
      await new Storage(again).getFileDownload({ bucketId: 'resumes', fileId: file.$id }),
    )
    expect(createHash('md5').update(downloaded).digest('hex')).toBe(createHash('md5').update(bytes).digest('hex'))

    second.process.kill('SIGTERM')
    expect(await second.exited).toEqual({ code: 0, signal: null })
    expect(second.output()).toMatch(/SIGTERM: stopping the backend/)
    expect(second.output()).not.toMatch(/ExperimentalWarning/)
  }, 600_000)

  it('says clearly, without a stack trace, when the port is taken', async () => {
    const first = await startChild(dir.path)
    children.push(first.process)
    const port = new URL(first.url).port
    const second = spawn(NODE, SERVER, {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        PATH: `${join(PROJECT_ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
        PORT: port,
        DATA_DIR: dir.path,
        APPWRITE_API_KEY: TEST_API_KEY,
        SEED: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(second)
    let output = ''
    second.stdout.on('data', (c: Buffer) => (output += c.toString()))
    second.stderr.on('data', (c: Buffer) => (output += c.toString()))
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve))
    expect(code).toBe(1)
    expect(output.trim()).toBe(
      `Port ${port} on 127.0.0.1 is already in use. Stop the program using it, or set PORT to another port.`,
    )
    expect(output).not.toMatch(/\n\s+at /)
    first.process.kill('SIGTERM')
    await first.exited
  }, 600_000)
})
