import { ButtonLink } from './button'
import { ErrorScreen } from './error-screen'
import { Link } from './link'
import { PageMeta } from './page-meta'
import { paths } from '../config/paths'

export interface RecordNotFoundWords {
  notFoundHeading: string
  notFoundDetail: string
  /** Offline: the record may exist, it is only not saved on this device. */
  notSavedHeading: string
  notSavedDetail: string
  /** The way back to its list. */
  back: string
  goHome: string
}

/** A post or job that is not there, or offline not saved here, with the way back to its list and home. */
export function RecordNotFound({
  words,
  backHref,
  offline = false,
}: {
  words: RecordNotFoundWords
  backHref: string
  offline?: boolean
}) {
  const heading = offline ? words.notSavedHeading : words.notFoundHeading
  const detail = offline ? words.notSavedDetail : words.notFoundDetail
  return (
    <ErrorScreen
      heading={heading}
      detail={detail}
      actions={
        <>
          <ButtonLink to={backHref}>{words.back}</ButtonLink>
          <Link to={paths.home}>{words.goHome}</Link>
        </>
      }
    >
      <PageMeta title={heading} description={detail} />
    </ErrorScreen>
  )
}
