// `npm run bench:server`: times the local backend as the site uses it, through the real web SDK —
// listing 100 documents and uploading a 2 MB PDF resume — on a temporary data folder and a free port.
// A benchmark, not a test: it prints a table and never fails the run.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client, Databases, ID, Query, Storage } from 'appwrite'
import { startServer, type RunningServer } from '../server/index'
import { MAX_RESUME_BYTES } from '../src/shared/resume-rules'

const LIST_RUNS = 40
const UPLOAD_RUNS = 20
const WARM_UP = 3

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]!
}

async function time(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await work()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await work()
    samples.push(performance.now() - start)
  }
  return samples.sort((a, b) => a - b)
}

function pdf(size: number): File {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return new File([bytes], 'resume.pdf', { type: 'application/pdf' })
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mp-bench-'))
  let server: RunningServer | undefined
  try {
    server = await startServer({ port: 0, dataDir, seed: true, log: () => {} })
    const client = new Client().setEndpoint(`${server.url}/v1`).setProject('maple-pathways')
    const databases = new Databases(client)
    const storage = new Storage(client)
    const file = pdf(MAX_RESUME_BYTES)

    const list = await time(LIST_RUNS, async () => {
      const page = await databases.listDocuments({
        databaseId: 'main',
        collectionId: 'jobs',
        queries: [Query.limit(100)],
      })
      if (page.documents.length !== 100) throw new Error(`expected 100 documents, got ${page.documents.length}`)
    })
    const upload = await time(UPLOAD_RUNS, () =>
      storage.createFile({
        bucketId: 'resumes',
        fileId: ID.unique(),
        file,
      }),
    )

    const row = (name: string, runs: number, samples: number[]) =>
      `| ${name.padEnd(34)} | ${String(runs).padStart(4)} | ${percentile(samples, 50).toFixed(1).padStart(8)} | ${percentile(samples, 95).toFixed(1).padStart(8)} |`
    console.log(`Local backend, Node ${process.versions.node}, web SDK over HTTP on ${server.url}`)
    console.log('| operation                          | runs | p50 (ms) | p95 (ms) |')
    console.log('|------------------------------------|------|----------|----------|')
    console.log(row('list 100 documents (jobs)', LIST_RUNS, list))
    console.log(row(`upload a ${MAX_RESUME_BYTES}-byte PDF`, UPLOAD_RUNS, upload))
  } catch (error) {
    console.log(`bench:server could not finish: ${(error as Error).message}`)
  } finally {
    await server?.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

void main()
