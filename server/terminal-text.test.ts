import { describe, expect, it } from 'vitest'
import { oneLine, terminalText } from './terminal-text'

// eslint-disable-next-line no-control-regex -- what must never reach the terminal
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/

describe('text from visitors, made safe for a terminal', () => {
  it('escapes C0 controls, DEL and C1 controls, and keeps newline and tab in a message', () => {
    const hostile = 'Eve\x1b]0;owned\x07\x1b[2J\x9b31mred\x7f\x00\r\nline two\tcol'
    const safe = terminalText(hostile)
    expect(safe).toBe('Eve\\x1b]0;owned\\x07\\x1b[2J\\x9b31mred\\x7f\\x00\\x0d\nline two\tcol')
    expect(safe).not.toMatch(CONTROL)
  })

  it('keeps one-line fields on one line, and leaves ordinary text (accents, emoji) alone', () => {
    expect(oneLine('Eve\n2026-01-01 00:00  Mallory <m@x>\t\x1b[2J')).toBe(
      'Eve\\n2026-01-01 00:00  Mallory <m@x>\\t\\x1b[2J',
    )
    expect(oneLine('Zoë Ødegård 😀 — Montréal')).toBe('Zoë Ødegård 😀 — Montréal')
  })
})
