import type { Service } from '../services-content'
import { useServicesContent } from '../use-services-content'
import styles from './service-details.module.css'

/**
 * What a service's modal and its own page say of it beyond the card: the longer description, who it
 * is for, what we help with, and that it is general information. `heading`: the level under the
 * modal's or the page's title.
 */
export function ServiceDetails({ service, heading: Heading }: { service: Service; heading: 'h2' | 'h3' }) {
  const { servicesIntro } = useServicesContent()
  return (
    <>
      <p>{service.details}</p>
      <Heading className={styles.subheading}>{servicesIntro.whoItIsForHeading}</Heading>
      <p>{service.whoItIsFor}</p>
      <Heading className={styles.subheading}>{servicesIntro.whatWeHelpWithHeading}</Heading>
      <ul className={styles.list}>
        {service.whatWeHelpWith.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className={styles.disclaimer}>{servicesIntro.disclaimer}</p>
    </>
  )
}
