import { useNavigate } from 'react-router-dom'
import { Button } from '../../../components/button'
import { Modal } from '../../../components/modal'
import { contactWithSubject } from '../../../config/paths'
import type { Service } from '../services-content'
import { useServicesContent } from '../use-services-content'
import styles from './service-modal.module.css'

interface ServiceModalProps {
  /** The service shown; the modal is closed while this is undefined. */
  service: Service | undefined
  onClose: () => void
}

export function ServiceModal({ service, onClose }: ServiceModalProps) {
  const navigate = useNavigate()
  const { servicesIntro } = useServicesContent()
  return (
    <Modal open={service !== undefined} onClose={onClose} title={service?.title ?? ''}>
      {service && (
        <>
          <p>{service.details}</p>
          <h3 className={styles.subheading}>{servicesIntro.whoItIsForHeading}</h3>
          <p>{service.whoItIsFor}</p>
          <h3 className={styles.subheading}>{servicesIntro.whatWeHelpWithHeading}</h3>
          <ul className={styles.list}>
            {service.whatWeHelpWith.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.disclaimer}>{servicesIntro.disclaimer}</p>
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
