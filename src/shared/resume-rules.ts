// The apply form's limits, shared by the form and the backend: the resume rules of docs/specification.md
// §5 and §9, and the applicant's name as appwrite.json's applicants collection holds it.
export const MAX_RESUME_BYTES = 2097152
export const ALLOWED_RESUME_MIME_TYPES = ['application/pdf', 'application/msword'] as const
export const ALLOWED_RESUME_EXTENSIONS = ['pdf', 'doc'] as const
/** appwrite.json's size of applicantName: a longer one would be refused at the save, after the upload. */
export const MAX_APPLICANT_NAME_LENGTH = 128

/** How much of a resume's start its content check reads. */
export const RESUME_HEAD_BYTES = 1024

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((byte, i) => head[at + i] === byte)
const PDF_MARK = [...'%PDF-'].map((char) => char.charCodeAt(0))
const OLE2_MARK = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const RTF_MARK = [...'{\\rtf'].map((char) => char.charCodeAt(0))
const ZIP_MARK = [0x50, 0x4b, 0x03, 0x04]

/**
 * Whether a resume's first bytes are what its type says, as the browser gave the type from the file's
 * name: a PDF ('%PDF-' within its first kilobyte, as PDF readers accept it), or a .doc that Word opens
 * as a document: a Word 97–2003 compound file, RTF, or a .docx renamed .doc (a zip). A program renamed
 * .pdf is neither, nor is a web page renamed .doc. Appwrite itself checks only the name's extension, so
 * the form checks the content before the upload.
 */
export function resumeContentMatches(mimeType: string, head: Uint8Array): boolean {
  if (mimeType === 'application/pdf')
    return head.subarray(0, RESUME_HEAD_BYTES).some((_, at) => startsWith(head, PDF_MARK, at))
  if (mimeType === 'application/msword') return [OLE2_MARK, RTF_MARK, ZIP_MARK].some((mark) => startsWith(head, mark))
  return false
}
