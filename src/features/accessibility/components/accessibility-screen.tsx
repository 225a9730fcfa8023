import { ButtonLink } from '../../../components/button'
import { site } from '../../../content/site'
import { accessibilityContent } from '../accessibility-content'
import styles from './accessibility-screen.module.css'

/** /accessibility: the accessibility statement. */
export function AccessibilityScreen() {
  const { contact } = site
  return (
    <article className={`container ${styles.statement}`}>
      <h1>{accessibilityContent.heading}</h1>
      <p className={styles.intro}>{accessibilityContent.intro}</p>
      {accessibilityContent.sections.map((section) => (
        <section key={section.heading} aria-labelledby={headingId(section.heading)}>
          <h2 id={headingId(section.heading)}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p>
        By phone at <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a>, by e-mail at{' '}
        <a href={`mailto:${contact.email}`}>{contact.email}</a>, or with our contact form:
      </p>
      <ButtonLink to={accessibilityContent.report.to}>{accessibilityContent.report.label}</ButtonLink>
      <p className={styles.reviewed}>{accessibilityContent.reviewed}</p>
    </article>
  )
}

const headingId = (heading: string) => `statement-${heading.toLowerCase().replace(/[^a-z]+/g, '-')}`
