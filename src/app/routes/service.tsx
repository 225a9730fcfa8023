import { useParams } from 'react-router-dom'
import { ServicePage } from '../../features/services/components/service-page'
import type { Service } from '../../features/services/services-content'
import { useServicesContent } from '../../features/services/use-services-content'
import { NotFoundScreen } from './not-found'

// /services/:id. The services are the site's own content: an id that is none is no page.
export function Component() {
  const { id } = useParams()
  const services: readonly Service[] = useServicesContent().services
  const service = services.find((each) => each.id === id)
  return service ? <ServicePage service={service} /> : <NotFoundScreen />
}
