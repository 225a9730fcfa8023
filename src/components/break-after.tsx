import { Fragment } from 'react'

/**
 * Text that may end a line after each `at` (a slash by default): job titles such as 'Soudeur/soudeuse'
 * and e-mail addresses are one long word to the browser, which a narrow column would otherwise break
 * mid-word ('soudeu|se') or let overflow.
 */
export function BreakAfter({ text, at = '/' }: { text: string; at?: string }) {
  return text.split(at).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          {at}
          <wbr />
        </>
      )}
      {part}
    </Fragment>
  ))
}
