// Resume files for the apply form's tests, with the first bytes their type has.

const HEADS: Record<string, BlobPart> = {
  'application/pdf': '%PDF-1.7\n',
  'application/msword': new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
}

/**
 * A file as a visitor could choose it: its type's signature (a PDF's '%PDF-', a Word file's compound
 * file mark; anything else, a line of text), reporting `size` bytes while holding only a few.
 */
export function resumeFile(size = 1024, name = 'resume.pdf', type = 'application/pdf'): File {
  const file = new File([HEADS[type] ?? 'text\n'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}
