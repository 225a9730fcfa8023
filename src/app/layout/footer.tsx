import { BreakAfter } from '../../components/break-after'
import { Link } from '../../components/link'
import { ButtonLink } from '../../components/button'
import { SocialIcon } from '../../components/social-icon'
import { useErrorContent, useNavigation, useSiteContent } from '../../i18n/content'
import { paths } from '../../config/paths'
import { useLocale } from '../../i18n/translatable'
import { useBuiltThenBrowser } from '../../lib/use-in-browser'
import { pathIn } from '../../shared/locales'
import styles from './footer.module.css'

const thisYear = () => new Date().getFullYear()
const buildYear = () => __BUILD_YEAR__

/** index.html holds the first paint until this is parsed: the page's content is there by then. */
export const FOOTER_ID = 'footer'

export function Footer() {
  const { footerCallToAction, footerLabels, footerLegalLinks, footerLinks } = useNavigation()
  const { controls } = useErrorContent()
  const { site } = useSiteContent()
  // From the current date (docs/specification.md §2): the build's in the built HTML and while React takes
  // it over (a page built in December, opened in January, must hydrate as built), then the visitor's;
  // the same year all year, so the footer is not drawn again once the page is taken over.
  const year = useBuiltThenBrowser(thisYear, buildYear)
  const { contact } = site
  const locale = useLocale()

  return (
    <footer id={FOOTER_ID} className={styles.footer}>
      <div className={`container ${styles.cta} screen-only`}>
        <div>
          <h2>{footerCallToAction.heading}</h2>
          <p>{footerCallToAction.text}</p>
        </div>
        <ButtonLink to={footerCallToAction.to}>{footerCallToAction.label}</ButtonLink>
      </div>
      <div className={`container ${styles.columns}`}>
        <div>
          <h2>{site.shortName}</h2>
          <p>{site.tagline}.</p>
        </div>
        <nav aria-label={footerLabels.navigation} className="screen-only">
          <h2>{footerLabels.company}</h2>
          <ul className={styles.list}>
            {footerLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{footerLabels.reachUs}</h2>
          <address>
            {site.addressLines[0]}
            <br />
            {site.addressLines[1]}
            <br />
            <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a>
            <br />
            <a href={`mailto:${contact.email}`}>
              <BreakAfter text={contact.email} at="@" />
            </a>
          </address>
        </div>
        <div className="screen-only">
          <h2>{footerLabels.followUs}</h2>
          <ul className={styles.social}>
            {site.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  <SocialIcon icon={link.icon} />
                  <span className="visually-hidden">{`${link.label} ${controls.opensInNewTab}`}</span>
                </a>
              </li>
            ))}
          </ul>
          {/* The site's feeds (files, not pages of the app: plain links). */}
          <ul className={styles.feeds}>
            {(
              [
                [paths.newsFeed, footerLabels.newsFeed],
                [paths.jobsFeed, footerLabels.jobsFeed],
              ] as const
            ).map(([path, label]) => (
              <li key={path}>
                <a href={pathIn(locale, path)} type="application/atom+xml">
                  <FeedIcon />
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>{footerLabels.copyright(year, site.name)}</p>
        <ul className={`${styles.legalLinks} screen-only`}>
          {footerLegalLinks.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  )
}

/** The feed mark: a dot and two arcs. */
function FeedIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M6.2 21a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4zM4 10.1v3a6.9 6.9 0 0 1 6.9 6.9h3A9.9 9.9 0 0 0 4 10.1zm0-6.1v3a13 13 0 0 1 13 13h3A16 16 0 0 0 4 4z" />
    </svg>
  )
}
