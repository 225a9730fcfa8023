import { Fragment } from 'react'

/**
 * Text that may end a line after each '/': job titles such as 'Soudeur/soudeuse' are one long word to
 * the browser, which a narrow screen would otherwise break mid-word ('soudeu|se').
 */
export function BreakAfterSlashes({ text }: { text: string }) {
  return text.split('/').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ))
}
