import { LocalErrorBoundary } from '../../../components/error-boundary'
import { useContactContent } from '../use-contact-content'
import { ContactForm } from './contact-form'
import { ContactInfo } from './contact-info'
import { MapFacade } from './map-facade'
import styles from './contact-screen.module.css'

/** /contact: hero, the form, the office's details and its map. */
export function ContactScreen() {
  const { contactContent } = useContactContent()
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1 className={styles.heading}>{contactContent.heroHeading}</h1>
          <p className={styles.intro}>{contactContent.heroIntro}</p>
        </div>
      </section>
      <div className={`container ${styles.layout}`}>
        <LocalErrorBoundary message={contactContent.formFailed}>
          <ContactForm />
        </LocalErrorBoundary>
        <div className={styles.side}>
          <ContactInfo />
          <MapFacade />
        </div>
      </div>
    </>
  )
}
