import { describe, expect, it } from 'vitest'
import { resumeContentMatches } from './resume-rules'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

describe('resumeContentMatches: the content is the type the name gives', () => {
  it('takes a PDF, also one whose mark comes after a few bytes (as PDF readers do)', () => {
    expect(resumeContentMatches('application/pdf', bytes('%PDF-1.7\n%âãÏÓ'))).toBe(true)
    expect(resumeContentMatches('application/pdf', bytes([0xef, 0xbb, 0xbf], '%PDF-1.4'))).toBe(true)
    expect(resumeContentMatches('application/pdf', bytes(' '.repeat(1000), '%PDF-1.4'))).toBe(true)
  })

  it('refuses a .pdf that is not one: a program, a Word file, a mark past the first kilobyte', () => {
    expect(resumeContentMatches('application/pdf', bytes('MZ', [0x90, 0, 3, 0]))).toBe(false)
    expect(resumeContentMatches('application/pdf', bytes(OLE2))).toBe(false)
    expect(resumeContentMatches('application/pdf', bytes('%PDF'))).toBe(false)
    expect(resumeContentMatches('application/pdf', bytes(' '.repeat(1024), '%PDF-1.4'))).toBe(false)
  })

  it('takes a .doc that Word opens: a Word 97–2003 file, RTF, or a .docx renamed .doc', () => {
    expect(resumeContentMatches('application/msword', bytes(OLE2, [0, 0]))).toBe(true)
    expect(resumeContentMatches('application/msword', bytes('{\\rtf1\\ansi'))).toBe(true)
    expect(resumeContentMatches('application/msword', bytes('PK', [3, 4, 20, 0]))).toBe(true)
  })

  it('refuses a .doc that is a web page, a PDF or a program, and any other type', () => {
    expect(resumeContentMatches('application/msword', bytes('<html><body>'))).toBe(false)
    expect(resumeContentMatches('application/msword', bytes('%PDF-1.7'))).toBe(false)
    expect(resumeContentMatches('application/msword', bytes('MZ'))).toBe(false)
    expect(resumeContentMatches('text/plain', bytes('%PDF-1.7'))).toBe(false)
  })
})
