import { useMemo } from 'react'
import { Breadcrumbs } from '../../../components/breadcrumbs'
import { ButtonLink } from '../../../components/button'
import { JsonLd } from '../../../components/json-ld'
import { MoreLinks } from '../../../components/more-links'
import { PageMeta } from '../../../components/page-meta'
import { SharePanel } from '../../../components/share-panel'
import { contactWithSubject, paths } from '../../../config/paths'
import { absoluteUrl } from '../../../config/site-url'
import { breadcrumbsData, organizationReference } from '../../../lib/structured-data'
import { firstSentences } from '../../../lib/summary'
import { useBackToList } from '../../../lib/use-back-to-list'
import { useLocale } from '../../../i18n/translatable'
import { pathIn } from '../../../shared/locales'
import { offeredAfter } from '../../../shared/record-neighbours'
import type { Service } from '../services-content'
import { useServicesContent } from '../use-services-content'
import { ServiceDetails } from './service-details'
import { ServiceIcon } from './service-icon'
import styles from './service-page.module.css'

/**
 * The service as search engines read it: what it is, who provides it, and where. Here, not in
 * lib/structured-data.ts, which every first visit downloads.
 */
function serviceData({ name, description, path }: { name: string; description: string; path: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    serviceType: name,
    description,
    url: absoluteUrl(path),
    provider: organizationReference(),
    areaServed: { '@type': 'Country', name: 'Canada' },
  }
}

/**
 * /services/{id}: one service on a page of its own, with what its modal says, so a search for the
 * service finds the page that answers it, and a visitor can send its address to someone.
 */
export function ServicePage({ service }: { service: Service }) {
  const content = useServicesContent()
  const { servicesIntro, servicePage } = content
  const services: readonly Service[] = content.services
  const { onward, backToList } = useBackToList()
  const locale = useLocale()
  const path = paths.service(service.id)
  const more = offeredAfter(
    services,
    services.findIndex((each) => each.id === service.id),
  )
  const structuredData = useMemo(
    () => [
      serviceData({ name: service.title, description: service.description, path }),
      breadcrumbsData([
        { name: servicePage.home, path: paths.home },
        { name: servicePage.services, path: paths.services },
        { name: service.title, path },
      ]),
    ],
    [service, path, servicePage],
  )

  return (
    <div className={`container ${styles.page}`}>
      <article className={styles.service}>
        <PageMeta
          title={service.metaTitle ?? service.title}
          description={service.metaDescription ?? firstSentences(service.description)}
          path={path}
        />
        <JsonLd data={structuredData} />
        <Breadcrumbs
          label={servicePage.breadcrumb}
          trail={[
            { name: servicePage.home, to: paths.home },
            { name: servicePage.services, to: paths.services, onClick: backToList },
          ]}
        >
          {service.title}
        </Breadcrumbs>
        <div className={styles.heading}>
          <span className={styles.icon}>
            <ServiceIcon name={service.icon} />
          </span>
          <h1>{service.title}</h1>
        </div>
        <p className={styles.lead}>{service.description}</p>
        <ServiceDetails service={service} heading="h2" />
        <ButtonLink to={contactWithSubject(servicesIntro.consultationSubject(service.title))}>
          {servicesIntro.consultation}
        </ButtonLink>
        {/* Paper cannot take the button's tap: it says where to book instead. */}
        <p className="print-only">
          {servicePage.consultationPrinted} {absoluteUrl(pathIn(locale, paths.contact))}
        </p>
        <SharePanel title={service.title} path={path} heading={servicePage.share} />
        <MoreLinks
          heading={servicePage.moreServices}
          state={onward}
          links={more.map((other) => ({ key: other.id, to: paths.service(other.id), label: other.title }))}
        />
        <ButtonLink to={paths.services} variant="secondary" className={styles.back} onClick={backToList}>
          {servicePage.back}
        </ButtonLink>
      </article>
    </div>
  )
}
