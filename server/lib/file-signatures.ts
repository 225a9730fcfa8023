// The first bytes a file of each checked extension must start with, whatever name or type the browser
// claimed: a renamed executable is refused. Extensions not listed here are not content-checked.
const SIGNATURES: Record<string, { magic: readonly number[]; mimeType: string }> = {
  pdf: { magic: [0x25, 0x50, 0x44, 0x46, 0x2d], mimeType: 'application/pdf' }, // "%PDF-"
  doc: { magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], mimeType: 'application/msword' }, // OLE2 compound file
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase()
}

/** False when the extension has a known signature and the content does not start with it. */
export function contentMatchesExtension(extension: string, head: Uint8Array): boolean {
  const signature = SIGNATURES[extension]
  if (!signature) return true
  return signature.magic.every((byte, i) => head[i] === byte)
}

/** The type a checked extension's content is served as; otherwise what the client said, or binary. */
export function mimeTypeFor(extension: string, claimed: string): string {
  return (
    SIGNATURES[extension]?.mimeType ?? (/^[\w.+-]+\/[\w.+-]+$/.test(claimed) ? claimed : 'application/octet-stream')
  )
}
