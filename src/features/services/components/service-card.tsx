import { useId } from 'react'
import { Button, ButtonLink } from '../../../components/button'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { OPENED_FROM_LIST } from '../../../lib/history-entry'
import type { Service } from '../services-content'
import { useServicesContent } from '../use-services-content'
import styles from './service-card.module.css'
import { ServiceIcon } from './service-icon'

interface ServiceCardProps {
  service: Service
  onLearnMore: (service: Service) => void
}

export function ServiceCard({ service, onLearnMore }: ServiceCardProps) {
  const titleId = useId()
  const { servicesIntro } = useServicesContent()
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <span className={styles.icon}>
        <ServiceIcon name={service.icon} />
      </span>
      <h3 id={titleId} className={styles.title}>
        {/* Its own page, for a visitor who wants its address, and for search engines. */}
        <Link to={paths.service(service.id)} state={OPENED_FROM_LIST}>
          {service.title}
        </Link>
      </h3>
      <p className={styles.description}>{service.description}</p>
      {/* 22 buttons share the visible label; the hidden words tell them apart for screen readers. */}
      <Button variant="secondary" className={`${styles.action} script-only`} onClick={() => onLearnMore(service)}>
        {servicesIntro.learnMore} <span className="visually-hidden">{servicesIntro.learnMoreAbout(service.title)}</span>
      </Button>
      {/* Without scripts there is no modal: the same words lead to the service's page. */}
      <p className={`${styles.action} script-none-only`}>
        <ButtonLink variant="secondary" to={paths.service(service.id)}>
          {servicesIntro.learnMore}{' '}
          <span className="visually-hidden">{servicesIntro.learnMoreAbout(service.title)}</span>
        </ButtonLink>
      </p>
    </article>
  )
}
