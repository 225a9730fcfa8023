import {
  FacebookIcon,
  FacebookShareButton,
  LinkedinIcon,
  LinkedinShareButton,
  TwitterShareButton,
  WhatsappIcon,
  WhatsappShareButton,
  XIcon,
} from 'react-share'
import { useShareContent } from '../i18n/share-content'
import { Button, buttonClassName } from './button'
import styles from './share-bar.module.css'

export interface ShareBarProps {
  /** What is shared: a post's or a job's title. */
  title: string
  /** Its absolute address. */
  address: string
  /** The bar's name for a screen reader ('Share this post'). */
  heading: string
  /** The frame: its rule, spacing and rows (share-panel.tsx's, shared with the bar's placeholder). */
  className?: string
}

/** docs/specification.md §9: share icons are 32 px. */
const ICON_SIZE = 32
/**
 * WhatsApp's own teal: its light green gives the white glyph 1.9:1, and this 4.1:1 (WCAG 1.4.11 asks
 * 3:1 of an icon that carries meaning, in forced colours too, where the icon keeps its own colours).
 */
const WHATSAPP_DISC = { fill: '#128C7E' }

/** A new e-mail in the visitor's own mail program: the title as its subject, the link in its text. */
const emailLink = (title: string, address: string) =>
  `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\r\n${address}`)}`

/**
 * The four networks, the device's own share sheet (which offers e-mail too) or, without one, a new
 * e-mail with the link, and 'Copy Link'.
 */
export function ShareBar({ title, address, heading, className }: ShareBarProps) {
  const { shareContent } = useShareContent()
  const canShareNatively = typeof navigator.share === 'function'

  const shareNatively = async () => {
    try {
      await navigator.share({ title, url: address })
    } catch (error) {
      // Closing the share sheet rejects with AbortError: not a failure worth reporting.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('Share failed:', error)
    }
  }

  const copyLink = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable')
      await navigator.clipboard.writeText(address)
      window.alert(shareContent.copied)
    } catch {
      window.alert(shareContent.copyFailed)
    }
  }

  return (
    <section className={className} aria-label={heading}>
      <h2 className="visually-hidden">{heading}</h2>
      <div className={styles.networks}>
        <WhatsappShareButton url={address} title={title} aria-label={shareContent.shareOn('WhatsApp')}>
          <WhatsappIcon size={ICON_SIZE} round bgStyle={WHATSAPP_DISC} />
        </WhatsappShareButton>
        <FacebookShareButton url={address} aria-label={shareContent.shareOn('Facebook')}>
          <FacebookIcon size={ICON_SIZE} round />
        </FacebookShareButton>
        <TwitterShareButton url={address} title={title} aria-label={shareContent.shareOn('X')}>
          <XIcon size={ICON_SIZE} round />
        </TwitterShareButton>
        <LinkedinShareButton url={address} title={title} aria-label={shareContent.shareOn('LinkedIn')}>
          <LinkedinIcon size={ICON_SIZE} round />
        </LinkedinShareButton>
      </div>
      <div className={styles.actions}>
        {canShareNatively ? (
          <Button variant="secondary" onClick={shareNatively}>
            {shareContent.nativeShare}
          </Button>
        ) : (
          <a className={buttonClassName('secondary')} href={emailLink(title, address)}>
            {shareContent.email}
          </a>
        )}
        <Button variant="secondary" onClick={copyLink}>
          {shareContent.copyLink}
        </Button>
      </div>
    </section>
  )
}
