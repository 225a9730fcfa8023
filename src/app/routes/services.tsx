import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { ServicesScreen } from '../../features/services/components/services-screen'
import { useServicesContent } from '../../features/services/use-services-content'

export function Component() {
  const { servicesMeta } = useServicesContent()
  return (
    <>
      <PageMeta title={servicesMeta.title} description={servicesMeta.description} path={paths.services} />
      <ServicesScreen />
    </>
  )
}
