import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { ServicesScreen } from '../../features/services/components/services-screen'
import { servicesMeta } from '../../features/services/services-content'

export function Component() {
  return (
    <>
      <PageMeta title={servicesMeta.title} description={servicesMeta.description} path={paths.services} />
      <ServicesScreen />
    </>
  )
}
