import { useMemo } from 'react'
import { JsonLd } from '../../components/json-ld'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { ContactScreen } from '../../features/contact/components/contact-screen'
import { useContactContent } from '../../features/contact/use-contact-content'
import { useSiteContent } from '../../i18n/content'
import { organizationData } from '../../lib/structured-data'

export function Component() {
  const { contactContent } = useContactContent()
  const { site } = useSiteContent()
  // The office this page gives the address, phone and map of, as the home page describes it.
  const structuredData = useMemo(() => organizationData(site), [site])
  return (
    <>
      <PageMeta title={contactContent.pageTitle} description={contactContent.pageDescription} path={paths.contact} />
      <JsonLd data={structuredData} />
      <ContactScreen />
    </>
  )
}
