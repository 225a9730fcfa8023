import { ButtonLink } from '../../../components/button'
import { paths } from '../../../config/paths'
import { absoluteUrl } from '../../../config/site-url'
import { useSiteContent } from '../../../i18n/content'
import { useLocale } from '../../../i18n/translatable'
import { pathIn } from '../../../shared/locales'
import type { StatementSection } from '../accessibility-content'
import { useAccessibilityContent } from '../use-accessibility-content'
import styles from './accessibility-screen.module.css'

/** /accessibility: the accessibility statement. */
export function AccessibilityScreen() {
  const { contact } = useSiteContent().site
  const { accessibilityContent } = useAccessibilityContent()
  const { reachUs } = accessibilityContent
  const locale = useLocale()
  const sections: readonly StatementSection[] = accessibilityContent.sections
  return (
    <article className={`container ${styles.statement}`}>
      <h1>{accessibilityContent.heading}</h1>
      <p className={styles.intro}>{accessibilityContent.intro}</p>
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`statement-${index}`}>
          <h2 id={`statement-${index}`}>{section.heading}</h2>
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
        {reachUs.beforePhone}
        <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a>
        {reachUs.beforeEmail}
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
        {reachUs.after}
      </p>
      <ButtonLink to={accessibilityContent.report.to}>{accessibilityContent.report.label}</ButtonLink>
      {/* Paper cannot take the button's tap: the form's address follows the colon instead. */}
      <p className="print-only">{absoluteUrl(pathIn(locale, paths.contact))}</p>
      <p className={styles.reviewed}>{accessibilityContent.reviewed}</p>
    </article>
  )
}
