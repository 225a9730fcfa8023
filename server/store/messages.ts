// Contact messages and web-vitals beacons: append-only tables.
import type { ContactMessage } from '../../src/shared/models'
import { nowDate } from '../lib/dates'
import type { Database } from './sqlite'

export interface StoredContactMessage extends ContactMessage {
  id: number
  clientMessageId: string | null
  receivedAt: string
}

interface ContactRow {
  id: number
  client_message_id: string | null
  name: string
  email: string
  subject: string
  message: string
  received_at: string
}

export class ContactStore {
  constructor(private readonly db: Database) {}

  /** Stores the message once per client message id; false when that id was already stored. */
  add(message: ContactMessage, clientMessageId: string | null): boolean {
    const result = this.db
      .prepare(
        'INSERT OR IGNORE INTO contact_messages (client_message_id, name, email, subject, message, received_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(clientMessageId, message.name, message.email, message.subject, message.message, nowDate())
    return Number(result.changes) === 1
  }

  list(): StoredContactMessage[] {
    const rows = this.db.prepare('SELECT * FROM contact_messages ORDER BY id').all() as unknown as ContactRow[]
    return rows.map((row) => ({
      id: row.id,
      clientMessageId: row.client_message_id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      receivedAt: row.received_at,
    }))
  }
}

export interface StoredVital {
  id: number
  receivedAt: string
  body: unknown
}

export class VitalsStore {
  constructor(private readonly db: Database) {}

  add(body: unknown): void {
    this.db.prepare('INSERT INTO vitals (body, received_at) VALUES (?, ?)').run(JSON.stringify(body), nowDate())
  }

  list(): StoredVital[] {
    const rows = this.db.prepare('SELECT * FROM vitals ORDER BY id').all() as unknown as Array<{
      id: number
      body: string
      received_at: string
    }>
    return rows.map((row) => ({ id: row.id, receivedAt: row.received_at, body: JSON.parse(row.body) as unknown }))
  }
}
