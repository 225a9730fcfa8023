import { useMemo } from 'react'
import { JsonLd } from '../../components/json-ld'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { HomeScreen } from '../../features/home/components/home-screen'
import { organizationData, websiteData } from '../../lib/structured-data'
import { useHomeContent } from '../../features/home/use-home-content'
import { useSiteContent } from '../../i18n/content'
import { useLocale } from '../../i18n/translatable'

// / and /home: one page, whose canonical address is /.
export function Component() {
  const { homeMeta } = useHomeContent()
  const { site } = useSiteContent()
  const locale = useLocale()
  // The site's name is read from the domain's home page alone: / (a /fr WebSite would name /fr, unread).
  const structuredData = useMemo(
    () => [organizationData(site), ...(locale === 'en' ? [websiteData(site)] : [])],
    [site, locale],
  )
  return (
    <>
      <PageMeta title={homeMeta.title} description={homeMeta.description} path={paths.home} />
      <JsonLd data={structuredData} />
      <HomeScreen />
    </>
  )
}
