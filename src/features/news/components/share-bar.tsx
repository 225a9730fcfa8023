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
import { Button } from '../../../components/button'
import { useNewsContent } from '../use-news-content'
import styles from './share-bar.module.css'

interface ShareBarProps {
  title: string
  /** The post's absolute address. */
  address: string
  /** The frame: its rule, spacing and rows (the post screen's, shared with the bar's placeholder). */
  className?: string
}

/** docs/specification.md §9: share icons are 32 px. */
const ICON_SIZE = 32
/**
 * WhatsApp's own teal: its light green gives the white glyph 1.9:1, and this 4.1:1 (WCAG 1.4.11 asks
 * 3:1 of an icon that carries meaning, in forced colours too, where the icon keeps its own colours).
 */
const WHATSAPP_DISC = { fill: '#128C7E' }

/** The four networks, the device's own share sheet where there is one, and 'Copy Link'. */
export function ShareBar({ title, address, className }: ShareBarProps) {
  const { newsContent } = useNewsContent()
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
      window.alert(newsContent.copied)
    } catch {
      window.alert(newsContent.copyFailed)
    }
  }

  return (
    <section className={className} aria-label={newsContent.shareHeading}>
      <h2 className="visually-hidden">{newsContent.shareHeading}</h2>
      <div className={styles.networks}>
        <WhatsappShareButton url={address} title={title} aria-label={newsContent.shareOn('WhatsApp')}>
          <WhatsappIcon size={ICON_SIZE} round bgStyle={WHATSAPP_DISC} />
        </WhatsappShareButton>
        <FacebookShareButton url={address} aria-label={newsContent.shareOn('Facebook')}>
          <FacebookIcon size={ICON_SIZE} round />
        </FacebookShareButton>
        <TwitterShareButton url={address} title={title} aria-label={newsContent.shareOn('X')}>
          <XIcon size={ICON_SIZE} round />
        </TwitterShareButton>
        <LinkedinShareButton url={address} title={title} aria-label={newsContent.shareOn('LinkedIn')}>
          <LinkedinIcon size={ICON_SIZE} round />
        </LinkedinShareButton>
      </div>
      <div className={styles.actions}>
        {canShareNatively && (
          <Button variant="secondary" onClick={shareNatively}>
            {newsContent.nativeShare}
          </Button>
        )}
        <Button variant="secondary" onClick={copyLink}>
          {newsContent.copyLink}
        </Button>
      </div>
    </section>
  )
}
