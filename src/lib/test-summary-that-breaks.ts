// For the tests of a page that fails to draw (its error kept to itself): mocked in place of summary.ts,
// a record whose text holds BREAKS_THE_PAGE makes its summary throw, as a malformed record could.
import { vi } from 'vitest'
import type * as Summary from './summary'

export const BREAKS_THE_PAGE = 'Breaks the page.'

const actual = await vi.importActual<typeof Summary>('./summary')

export const DESCRIPTION_LENGTH = actual.DESCRIPTION_LENGTH

export function firstSentences(text: string, limit?: number): string {
  if (text.includes(BREAKS_THE_PAGE)) throw new Error('A record the page could not draw')
  return actual.firstSentences(text, limit)
}
