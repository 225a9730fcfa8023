// Files: metadata in SQLite, content in <dataDir>/files/<bucketId>/<fileId>. Content is written to a
// temporary file, fsynced, renamed into place and the folder fsynced before the row is committed, so
// an acknowledged upload is whole on disk. Chunks of a chunked upload wait in
// <bucket>/.chunks/<fileId>/<n> (ids cannot start with a dot, so these never collide with a file).
import { createHash, randomBytes } from 'node:crypto'
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs'
import { open, readFile, rm } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { nowDate } from '../lib/dates'
import { SNIFF_LENGTH } from '../lib/file-signatures'
import { isValidId } from '../lib/ids'
import { transaction, type Database } from './sqlite'

export type FileState = 'uploading' | 'assembling' | 'complete'

export interface FileRecord {
  bucketId: string
  id: string
  name: string
  permissions: string[]
  mimeType: string
  signature: string
  sizeOriginal: number
  sizeActual: number
  /** Appwrite's `algorithm` (reported as `compression`): '' until an upload is complete. */
  algorithm: string
  encrypted: boolean
  chunksTotal: number
  chunksUploaded: number
  state: FileState
  createdAt: string
  updatedAt: string
}

/**
 * What Appwrite would have stored for a file's content: the compression it applied, whether it
 * encrypted it, and the size of what it wrote (its `sizeActual`). Content here is kept as sent.
 */
export interface StoredForm {
  algorithm: string
  encrypted: boolean
  sizeActual: number
}

interface Row {
  bucket_id: string
  id: string
  name: string
  permissions: string
  mime_type: string
  signature: string
  size_original: number
  size_actual: number
  algorithm: string
  encrypted: number
  chunks_total: number
  chunks_uploaded: number
  state: FileState
  created_at: string
  updated_at: string
}

const fromRow = (row: Row): FileRecord => ({
  bucketId: row.bucket_id,
  id: row.id,
  name: row.name,
  permissions: JSON.parse(row.permissions) as string[],
  mimeType: row.mime_type,
  signature: row.signature,
  sizeOriginal: row.size_original,
  sizeActual: row.size_actual,
  algorithm: row.algorithm,
  encrypted: row.encrypted === 1,
  chunksTotal: row.chunks_total,
  chunksUploaded: row.chunks_uploaded,
  state: row.state,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

export interface NewFile {
  bucketId: string
  id: string
  name: string
  permissions: string[]
  mimeType: string
  sizeOriginal: number
  chunksTotal: number
}

export type ChunkOutcome =
  | { kind: 'complete'; record: FileRecord }
  | { kind: 'partial'; record: FileRecord }
  | { kind: 'last'; record: FileRecord }
  | { kind: 'mismatch'; record: FileRecord }

/** What assembling the chunks produced, before it is accepted or thrown away. */
export interface Assembled {
  tempPath: string
  size: number
  md5: string
  /** The first bytes, for the content checks (up to SNIFF_LENGTH). */
  head: Uint8Array
}

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

export class FileStore {
  readonly root: string

  constructor(
    private readonly db: Database,
    dataDir: string,
  ) {
    this.root = resolve(dataDir, 'files')
    mkdirSync(this.root, { recursive: true })
    // An assembly cut short by a crash: its chunks are all there, and the next one resent completes it.
    this.db.prepare("UPDATE files SET state = 'uploading' WHERE state = 'assembling'").run()
  }

  /** The folder of a bucket; ids are validated before they reach here, and the result is checked too. */
  private bucketDir(bucketId: string): string {
    if (!isValidId(bucketId)) throw new Error(`Refusing bucket path for id ${JSON.stringify(bucketId)}`)
    const dir = join(this.root, bucketId)
    if (!dir.startsWith(this.root + sep)) throw new Error('Bucket path escapes the storage folder')
    return dir
  }

  contentPath(bucketId: string, fileId: string): string {
    if (!isValidId(fileId)) throw new Error(`Refusing file path for id ${JSON.stringify(fileId)}`)
    return join(this.bucketDir(bucketId), fileId)
  }

  private chunkDir(bucketId: string, fileId: string): string {
    if (!isValidId(fileId)) throw new Error(`Refusing chunk path for id ${JSON.stringify(fileId)}`)
    return join(this.bucketDir(bucketId), '.chunks', fileId)
  }

  /** Every file of a bucket, complete or not, oldest first. */
  list(bucketId: string): FileRecord[] {
    const rows = this.db
      .prepare('SELECT * FROM files WHERE bucket_id = ? ORDER BY created_at, id')
      .all(bucketId) as unknown as Row[]
    return rows.map(fromRow)
  }

  get(bucketId: string, fileId: string): FileRecord | undefined {
    const row = this.db.prepare('SELECT * FROM files WHERE bucket_id = ? AND id = ?').get(bucketId, fileId) as
      Row | undefined
    return row && fromRow(row)
  }

  /** Writes bytes to a fresh temporary file in `dir`, fsynced; returns its path. */
  private async writeTemp(dir: string, bytes: Uint8Array): Promise<string> {
    mkdirSync(dir, { recursive: true })
    const path = join(dir, `.tmp-${randomBytes(8).toString('hex')}`)
    const handle = await open(path, 'wx', 0o600)
    try {
      await handle.writeFile(bytes)
      await handle.sync()
    } finally {
      await handle.close()
    }
    return path
  }

  /** A whole file in one request. Undefined when the id is taken (nothing is left behind then). */
  async createWhole(file: NewFile, bytes: Uint8Array, stored: StoredForm): Promise<FileRecord | undefined> {
    const dir = this.bucketDir(file.bucketId)
    const temp = await this.writeTemp(dir, bytes)
    // From here to the commit nothing awaits, so two uploads of one id cannot interleave.
    if (this.get(file.bucketId, file.id)) {
      rmSync(temp, { force: true })
      return undefined
    }
    renameSync(temp, this.contentPath(file.bucketId, file.id))
    fsyncDir(dir)
    const now = nowDate()
    const md5 = createHash('md5').update(bytes).digest('hex')
    this.db
      .prepare(
        `INSERT INTO files (bucket_id, id, name, permissions, mime_type, signature, size_original, size_actual,
           algorithm, encrypted, chunks_total, chunks_uploaded, state, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, 'complete', ?, ?)`,
      )
      .run(
        file.bucketId,
        file.id,
        file.name,
        JSON.stringify(file.permissions),
        file.mimeType,
        md5,
        bytes.byteLength,
        stored.sizeActual,
        stored.algorithm,
        stored.encrypted ? 1 : 0,
        now,
        now,
      )
    return this.get(file.bucketId, file.id)
  }

  /**
   * Stores chunk `chunk` (1-based) of a chunked upload, creating the upload's record on whichever chunk
   * arrives first. Exactly one caller gets `last`: the one whose chunk completed the set; it must then
   * call assemble() and accept() or abort().
   */
  async addChunk(file: NewFile, chunk: number, bytes: Uint8Array): Promise<ChunkOutcome> {
    const existing = this.get(file.bucketId, file.id)
    if (existing?.state === 'complete') return { kind: 'complete', record: existing }
    // A chunk of another upload under the same id must not overwrite this upload's chunks.
    if (existing && (existing.sizeOriginal !== file.sizeOriginal || existing.chunksTotal !== file.chunksTotal)) {
      return { kind: 'mismatch', record: existing }
    }
    const dir = this.chunkDir(file.bucketId, file.id)
    const temp = await this.writeTemp(dir, bytes)
    renameSync(temp, join(dir, String(chunk)))
    fsyncDir(dir)
    return transaction(this.db, () => {
      const now = nowDate()
      const current = this.get(file.bucketId, file.id)
      if (current && current.state === 'complete') return { kind: 'complete', record: current } as const
      if (current && (current.sizeOriginal !== file.sizeOriginal || current.chunksTotal !== file.chunksTotal)) {
        return { kind: 'mismatch', record: current } as const
      }
      if (!current) {
        this.db
          .prepare(
            `INSERT INTO files (bucket_id, id, name, permissions, mime_type, signature, size_original, size_actual,
               algorithm, encrypted, chunks_total, chunks_uploaded, state, created_at, updated_at)
               VALUES (?, ?, ?, ?, '', '', ?, 0, '', 0, ?, 0, 'uploading', ?, ?)`,
          )
          .run(
            file.bucketId,
            file.id,
            file.name,
            JSON.stringify(file.permissions),
            file.sizeOriginal,
            file.chunksTotal,
            now,
            now,
          )
      }
      this.db
        .prepare('INSERT OR IGNORE INTO file_chunks (bucket_id, file_id, chunk) VALUES (?, ?, ?)')
        .run(file.bucketId, file.id, chunk)
      const { uploaded } = this.db
        .prepare('SELECT COUNT(*) AS uploaded FROM file_chunks WHERE bucket_id = ? AND file_id = ?')
        .get(file.bucketId, file.id) as { uploaded: number }
      const last = uploaded >= file.chunksTotal && (current?.state ?? 'uploading') === 'uploading'
      this.db
        .prepare('UPDATE files SET chunks_uploaded = ?, state = ?, updated_at = ? WHERE bucket_id = ? AND id = ?')
        .run(uploaded, last ? 'assembling' : (current?.state ?? 'uploading'), now, file.bucketId, file.id)
      const record = this.get(file.bucketId, file.id)!
      return { kind: last ? 'last' : 'partial', record } as const
    })
  }

  /** Joins the chunks, in order, into one fsynced temporary file. */
  async assemble(record: FileRecord): Promise<Assembled> {
    const dir = this.bucketDir(record.bucketId)
    const chunkDir = this.chunkDir(record.bucketId, record.id)
    const tempPath = join(dir, `.tmp-${randomBytes(8).toString('hex')}`)
    const handle = await open(tempPath, 'wx', 0o600)
    const hash = createHash('md5')
    let size = 0
    let head = new Uint8Array(0)
    try {
      for (let chunk = 1; chunk <= record.chunksTotal; chunk++) {
        const bytes = await readFile(join(chunkDir, String(chunk)))
        if (chunk === 1) head = bytes.slice(0, SNIFF_LENGTH)
        hash.update(bytes)
        size += bytes.byteLength
        await handle.write(bytes)
      }
      await handle.sync()
    } finally {
      await handle.close()
    }
    return { tempPath, size, md5: hash.digest('hex'), head }
  }

  /** Moves the assembled file into place and marks the upload complete. */
  async accept(record: FileRecord, assembled: Assembled, mimeType: string, stored: StoredForm): Promise<FileRecord> {
    const dir = this.bucketDir(record.bucketId)
    renameSync(assembled.tempPath, this.contentPath(record.bucketId, record.id))
    fsyncDir(dir)
    transaction(this.db, () => {
      this.db
        .prepare(
          `UPDATE files SET state = 'complete', mime_type = ?, signature = ?, size_actual = ?, algorithm = ?, encrypted = ?,
             chunks_uploaded = chunks_total, updated_at = ?
           WHERE bucket_id = ? AND id = ?`,
        )
        .run(
          mimeType,
          assembled.md5,
          stored.sizeActual,
          stored.algorithm,
          stored.encrypted ? 1 : 0,
          nowDate(),
          record.bucketId,
          record.id,
        )
      this.db.prepare('DELETE FROM file_chunks WHERE bucket_id = ? AND file_id = ?').run(record.bucketId, record.id)
    })
    await rm(this.chunkDir(record.bucketId, record.id), { recursive: true, force: true })
    return this.get(record.bucketId, record.id)!
  }

  /**
   * After an assembly that failed (a disk error, not a refused file): the upload waits for a chunk
   * again, with all its chunks kept, so the client's retry of any of them assembles it anew.
   */
  async reopen(record: FileRecord, assembled?: Assembled): Promise<void> {
    this.db
      .prepare("UPDATE files SET state = 'uploading' WHERE bucket_id = ? AND id = ? AND state = 'assembling'")
      .run(record.bucketId, record.id)
    if (assembled) await rm(assembled.tempPath, { force: true })
  }

  /** Throws an unfinished or refused upload away: record, chunks and any assembled file. */
  async abort(bucketId: string, fileId: string, assembled?: Assembled): Promise<void> {
    transaction(this.db, () => {
      this.db.prepare("DELETE FROM files WHERE bucket_id = ? AND id = ? AND state != 'complete'").run(bucketId, fileId)
      this.db.prepare('DELETE FROM file_chunks WHERE bucket_id = ? AND file_id = ?').run(bucketId, fileId)
    })
    if (assembled) await rm(assembled.tempPath, { force: true })
    await rm(this.chunkDir(bucketId, fileId), { recursive: true, force: true })
  }

  /** Removes a file, complete or not: its record, its content and any chunks. */
  async delete(bucketId: string, fileId: string): Promise<void> {
    transaction(this.db, () => {
      this.db.prepare('DELETE FROM files WHERE bucket_id = ? AND id = ?').run(bucketId, fileId)
      this.db.prepare('DELETE FROM file_chunks WHERE bucket_id = ? AND file_id = ?').run(bucketId, fileId)
    })
    await rm(this.contentPath(bucketId, fileId), { force: true })
    await rm(this.chunkDir(bucketId, fileId), { recursive: true, force: true })
  }

  async read(record: FileRecord): Promise<Buffer> {
    return readFile(this.contentPath(record.bucketId, record.id))
  }
}
