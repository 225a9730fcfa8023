/** An upload's chunk as its Content-Range header names it: `bytes start-end/total`. */
export interface ContentRange {
  start: number
  end: number
  total: number
}

/** The chunk a Content-Range header names, or undefined when it names none that makes sense. */
export function readContentRange(header: string | undefined): ContentRange | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec((header ?? '').trim())
  if (!match) return undefined
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return start <= end && end < total && Number.isSafeInteger(total) ? { start, end, total } : undefined
}
