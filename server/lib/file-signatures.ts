// What a file's content is, from its first bytes: a file's mimeType is taken from its content, as
// Appwrite takes it (PHP's mime_content_type, libmagic), not from the type the browser claimed.
const SIGNATURES: Record<string, { magic: readonly number[]; mimeType: string }> = {
  pdf: { magic: [0x25, 0x50, 0x44, 0x46, 0x2d], mimeType: 'application/pdf' }, // "%PDF-"
  doc: { magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], mimeType: 'application/msword' }, // OLE2 compound file
}

/** How much of a file's start sniffMimeType reads (libmagic reads about as much for its text check). */
export const SNIFF_LENGTH = 1024 * 1024

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase()
}

/** The type content with a known extension's signature is, e.g. application/pdf for pdf. */
export function signatureMimeType(extension: string): string | undefined {
  return SIGNATURES[extension]?.mimeType
}

// libmagic's "never text" bytes (encoding.c): control characters other than BEL…CR and ESC, and DEL.
const isBinaryByte = (byte: number) =>
  byte <= 0x06 || (byte >= 0x0e && byte <= 0x1a) || (byte >= 0x1c && byte <= 0x1f) || byte === 0x7f

/**
 * The type libmagic gives the kinds of file this site stores (pictures, PDF and Word resumes), from the
 * first bytes (up to SNIFF_LENGTH); other content is text/plain when it has no binary bytes, else
 * application/octet-stream. libmagic knows far more types; any of them Appwrite would not serve as
 * itself from /view anyway (STORAGE_MIMES), so there the answer is the same.
 */
export function sniffMimeType(head: Uint8Array): string {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to))
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg'
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png'
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12)
    if (brand === 'avif' || brand === 'avis') return 'image/avif'
    if (brand === 'heic' || brand === 'heix') return 'image/heic'
    if (brand === 'hevc' || brand === 'hevx') return 'image/heic-sequence'
  }
  for (const { magic, mimeType } of Object.values(SIGNATURES)) {
    if (magic.every((byte, i) => head[i] === byte)) return mimeType
  }
  return head.subarray(0, SNIFF_LENGTH).some(isBinaryByte) ? 'application/octet-stream' : 'text/plain'
}

/** Appwrite's storage-mimes (app/config/storage/mimes.php): the types /view serves as themselves. */
export const STORAGE_MIMES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/gif',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heic-sequence',
  'image/avif',
  'video/mp4',
  'video/x-flv',
  'video/webm',
  'application/x-mpegURL',
  'video/MP2T',
  'video/3gpp',
  'video/quicktime',
  'video/x-msvideo',
  'video/x-ms-wmv',
  'audio/basic',
  'auido/L24', // sic, as Appwrite lists it
  'audio/mid',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-aiff',
  'audio/x-mpegurl',
  'audio/vnd.rn-realaudio',
  'audio/ogg',
  'audio/vorbis',
  'audio/vnd.wav',
  'audio/x-wav',
  'audio/aac',
  'audio/x-hx-aac-adts',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template',
  'application/vnd.ms-word.document.macroEnabled.12',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template',
  'application/vnd.ms-excel.sheet.macroEnabled.12',
  'application/vnd.ms-excel.template.macroEnabled.12',
  'application/vnd.ms-excel.addin.macroEnabled.12',
  'application/vnd.ms-excel.sheet.binary.macroEnabled.12',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.presentationml.template',
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow',
  'application/vnd.ms-powerpoint.addin.macroEnabled.12',
  'application/vnd.ms-powerpoint.presentation.macroEnabled.12',
  'application/vnd.ms-powerpoint.template.macroEnabled.12',
  'application/vnd.ms-powerpoint.slideshow.macroEnabled.12',
  'application/vnd.ms-access',
  'application/pdf',
])
