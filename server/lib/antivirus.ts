// Appwrite scans an upload with ClamAV when its bucket asks for it (`antivirus`, for files up to 20 MB)
// and refuses an infected one: 403 storage_invalid_file, the file deleted (Buckets/Files/Create.php).
// This server knows one virus, the EICAR test file that every antivirus reports, so the refusal can be
// tried, end to end, with no real malware.
const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1')

/** Appwrite's APP_LIMIT_ANTIVIRUS: larger files are stored unscanned. */
const ANTIVIRUS_SIZE_LIMIT = 20_000_000

/** Whether a file of this size in this bucket is scanned. */
export const scanned = (bucket: { antivirus: boolean }, size: number): boolean =>
  bucket.antivirus && size <= ANTIVIRUS_SIZE_LIMIT

/** Whether the scan finds a virus in the content. */
export const infected = (content: Uint8Array): boolean =>
  Buffer.from(content.buffer, content.byteOffset, content.byteLength).includes(EICAR)
