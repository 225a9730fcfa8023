import { BreakAfter } from '../../../components/break-after'
import { site } from '../../../content/site'
import { useContactContent } from '../use-contact-content'
import styles from './contact-info.module.css'

const { contact } = site

/** The office's address, phone and e-mail (docs/specification.md §2), from the site's content file. */
export function ContactInfo() {
  const { contactContent } = useContactContent()
  return (
    <section className={styles.info} aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading">{contactContent.infoHeading}</h2>
      <dl className={styles.list}>
        <dt>{contactContent.addressLabel}</dt>
        <dd>
          <address>
            {contact.streetAddress}
            <br />
            {contact.city}, {contact.province} {contact.postalCode}
          </address>
        </dd>
        <dt>{contactContent.phoneLabel}</dt>
        <dd>
          <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a>
        </dd>
        <dt>{contactContent.emailLabel}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>
            <BreakAfter text={contact.email} at="@" />
          </a>
        </dd>
      </dl>
    </section>
  )
}
