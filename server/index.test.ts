import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PortInUseError, startServer } from './index'
import { tempDir } from './test-support/server-fixture'

describe('startServer', () => {
  it('generates an owner-only API key on first start, names its file (never the key) in the log, and reuses it', async () => {
    const dir = tempDir()
    const lines: string[] = []
    try {
      const first = await startServer({ port: 0, dataDir: dir.path, seed: false, log: (line) => lines.push(line) })
      await first.close()
      const file = join(dir.path, 'api-key')
      expect(statSync(file).mode & 0o777).toBe(0o600)
      expect(readFileSync(file, 'utf8').trim()).toBe(first.apiKey)
      expect(lines.join('\n')).toContain('api-key')
      expect(lines.join('\n')).not.toContain(first.apiKey)
      const second = await startServer({ port: 0, dataDir: dir.path, seed: false, log: () => {} })
      expect(second.apiKey).toBe(first.apiKey)
      expect(second.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await (await fetch(`${second.url}/v1/health/version`)).json()).toEqual({ version: '1.9.6' })
      await second.close()
    } finally {
      dir.remove()
    }
  })

  it('rejects with PortInUseError when the port is taken', async () => {
    const dir = tempDir()
    try {
      const first = await startServer({
        port: 0,
        dataDir: dir.path,
        apiKey: 'k'.repeat(20),
        seed: false,
        log: () => {},
      })
      const other = tempDir()
      await expect(
        startServer({ port: first.port, dataDir: other.path, apiKey: 'k'.repeat(20), seed: false, log: () => {} }),
      ).rejects.toBeInstanceOf(PortInUseError)
      other.remove()
      await first.close()
    } finally {
      dir.remove()
    }
  })
})
