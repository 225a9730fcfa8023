import { useNavigate } from 'react-router-dom'
import { Button } from '../../../components/button'
import { Modal } from '../../../components/modal'
import { contactWithSubject } from '../../../config/paths'
import type { Service } from '../services-content'
import { useServicesContent } from '../use-services-content'
import { ServiceDetails } from './service-details'

interface ServiceModalProps {
  /** The service shown; the modal is closed while this is undefined. */
  service: Service | undefined
  onClose: () => void
}

/** The name of a service's details' history entry: the same after a reload. */
export const serviceEntry = (service: Pick<Service, 'id'>) => `service:${service.id}`

export function ServiceModal({ service, onClose }: ServiceModalProps) {
  const navigate = useNavigate()
  const { servicesIntro } = useServicesContent()
  return (
    <Modal
      open={service !== undefined}
      onClose={onClose}
      title={service?.title ?? ''}
      entryName={service && serviceEntry(service)}
    >
      {service && (
        <>
          <ServiceDetails service={service} heading="h3" />
          <Button
            onClick={() => {
              onClose()
              // In place of the modal's entry of the history: Back from Contact leads to Services.
              navigate(contactWithSubject(servicesIntro.consultationSubject(service.title)), { replace: true })
            }}
          >
            {servicesIntro.consultation}
          </Button>
        </>
      )}
    </Modal>
  )
}
