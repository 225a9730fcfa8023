import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { ContactScreen } from '../../features/contact/components/contact-screen'
import { useContactContent } from '../../features/contact/use-contact-content'

export function Component() {
  const { contactContent } = useContactContent()
  return (
    <>
      <PageMeta title={contactContent.pageTitle} description={contactContent.pageDescription} path={paths.contact} />
      <ContactScreen />
    </>
  )
}
