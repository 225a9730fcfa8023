import { BreakAfter } from '../../../components/break-after'
import { useSiteContent } from '../../../i18n/content'
import { useContactContent } from '../use-contact-content'
import styles from './contact-info.module.css'

/** The office's address, phone and e-mail (docs/specification.md §2), from the site's content file. */
export function ContactInfo() {
  const { contactContent } = useContactContent()
  const { site } = useSiteContent()
  const { contact } = site
  return (
    <section className={styles.info} aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading">{contactContent.infoHeading}</h2>
      <dl className={styles.list}>
        <dt>{contactContent.addressLabel}</dt>
        <dd>
          <address>
            {site.addressLines[0]}
            <br />
            {site.addressLines[1]}
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
