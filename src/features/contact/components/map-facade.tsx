import { useState } from 'react'
import { useSiteContent } from '../../../i18n/content'
import { useContactContent } from '../use-contact-content'
import styles from './map-facade.module.css'

/** The map replaces the button that had the focus: it takes it, rather than the page (once: a stable ref). */
const takeFocus = (frame: HTMLIFrameElement | null) => frame?.focus()

/**
 * The office map behind a facade: a placeholder with the address until the reader asks for the map,
 * so the page never waits on, or breaks with, an outside map service.
 */
export function MapFacade() {
  const { contactContent } = useContactContent()
  const [shown, setShown] = useState(false)
  const { site } = useSiteContent()
  const { contact } = site
  return (
    // Nothing for paper: the address is printed beside it, and the map is a button to press.
    <section className={`${styles.map} screen-only`} aria-labelledby="contact-map-heading">
      <h2 id="contact-map-heading">{contactContent.mapHeading}</h2>
      {shown ? (
        <iframe
          ref={takeFocus}
          className={styles.frame}
          title={contactContent.mapTitle}
          src={contact.mapEmbedUrl}
          loading="lazy"
          // The site's origin only: OpenStreetMap asks for a referrer, not for the page's address and subject.
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <div className={styles.placeholder} role="group" aria-label={contactContent.mapTitle}>
          <p className={styles.placeAddress}>{site.addressLines.join(', ')}</p>
          {/* Without scripts the map cannot be asked for: the link below opens it. */}
          <p className={`${styles.notice} script-only`}>{contactContent.mapNotice}</p>
          <button type="button" className={`${styles.show} script-only`} onClick={() => setShown(true)}>
            {contactContent.showMap}
          </button>
        </div>
      )}
      <p className={styles.link}>
        <a href={contact.mapLinkUrl} target="_blank" rel="noopener noreferrer">
          {contactContent.openMap}
        </a>
      </p>
    </section>
  )
}
