import { useId } from 'react'
import { Button } from '../../../components/button'
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
      <Button variant="secondary" className={styles.action} onClick={() => onLearnMore(service)}>
        {/* 22 buttons share the visible label; the hidden words tell them apart for screen readers. */}
        {servicesIntro.learnMore} <span className="visually-hidden">{servicesIntro.learnMoreAbout(service.title)}</span>
      </Button>
    </article>
  )
}
