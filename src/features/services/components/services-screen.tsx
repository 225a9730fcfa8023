import { useEffect, useState } from 'react'
import { dropModalOfEntry, modalOfEntry } from '../../../components/modal-history'
import { useInBrowser } from '../../../lib/use-in-browser'
import { Tabs } from '../../../components/tabs'
import type { Country, Service, WhyChooseUsTab } from '../services-content'
import { useServicesContent } from '../use-services-content'
import { ServiceCard } from './service-card'
import { serviceEntry, ServiceModal } from './service-modal'
import styles from './services-screen.module.css'

export function ServicesScreen() {
  const content = useServicesContent()
  const { servicesIntro } = content
  // Either language's lists, as the shapes they share.
  const whyChooseUsTabs: readonly WhyChooseUsTab[] = content.whyChooseUsTabs
  const countries: readonly Country[] = content.countries
  const services: readonly Service[] = content.services
  const [openService, setOpenService] = useState<Service | undefined>(undefined)
  // Drawn at a service's entry (reloaded with its details open, or Forward to them): they open again,
  // once the page is hydrated as built, and Back then closes them.
  const inBrowser = useInBrowser()
  const [entryRead, setEntryRead] = useState(false)
  const ofEntry = (entry = modalOfEntry()) => services.find((candidate) => serviceEntry(candidate) === entry)
  if (inBrowser && !entryRead) {
    setEntryRead(true)
    // Not over a service a tap opened first (held by the page's loader, handed over as the app took over).
    const atEntry = ofEntry()
    if (atEntry && openService === undefined) setOpenService(atEntry)
  }
  // An entry naming no service is taken away: Back would seem to do nothing once.
  useEffect(() => {
    if (modalOfEntry() !== undefined && !ofEntry()) dropModalOfEntry()
    // The entry the screen was first drawn at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <>
      <section className={styles.hero} aria-labelledby="services-title">
        <div className="container">
          <h1 id="services-title">{servicesIntro.title}</h1>
          <p className={styles.lead}>{servicesIntro.lead}</p>
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="why-title">
        <h2 id="why-title">{servicesIntro.whyChooseUsHeading}</h2>
        <Tabs
          label={servicesIntro.whyChooseUsHeading}
          items={whyChooseUsTabs}
          defaultSelectedId="global-recruitment"
          panelClassName={styles.whyPanel}
          renderPanel={(tab) => <p>{tab.description}</p>}
        />
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="by-country-title">
        <h2 id="by-country-title">{servicesIntro.servicesHeading}</h2>
        <Tabs
          label={servicesIntro.countriesLabel}
          items={countries}
          defaultSelectedId="canada"
          labelAsHeading={false}
          renderPanel={(country) => (
            <ul className={styles.grid}>
              {services
                .filter((service) => service.country === country.id)
                .map((service) => (
                  <li key={service.id}>
                    <ServiceCard service={service} onLearnMore={setOpenService} />
                  </li>
                ))}
            </ul>
          )}
        />
      </section>

      <ServiceModal service={openService} onClose={() => setOpenService(undefined)} />
    </>
  )
}
