// Appwrite scans an upload with ClamAV when its bucket asks for it (`antivirus`, for files up to 20 MB
// stored on the server's own disk) and refuses an infected one: 403 storage_invalid_file, the file
// deleted (Buckets/Files/Create.php). This server knows one virus, the EICAR test file, as ClamAV
// reads it: the file starts with the test string, has nothing after it but white space, and is at most
// 128 bytes. So the refusal can be tried with no real malware.
const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1')
const EICAR_MAX_BYTES = 128

/** Appwrite's APP_LIMIT_ANTIVIRUS: larger files are stored unscanned. */
const ANTIVIRUS_SIZE_LIMIT = 20_000_000

/** Whether a file of this size in this bucket is scanned. */
export const scanned = (bucket: { antivirus: boolean }, size: number): boolean =>
  bucket.antivirus && size <= ANTIVIRUS_SIZE_LIMIT

/** Whether the scan finds a virus in the content. */
export function infected(content: Uint8Array): boolean {
  if (content.byteLength > EICAR_MAX_BYTES) return false
  const file = Buffer.from(content.buffer, content.byteOffset, content.byteLength)
  return file.subarray(0, EICAR.length).equals(EICAR) && /^\s*$/.test(file.subarray(EICAR.length).toString('latin1'))
}
