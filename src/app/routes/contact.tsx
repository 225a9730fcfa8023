import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { ContactScreen } from '../../features/contact/components/contact-screen'
import { contactContent } from '../../features/contact/contact-content'

export function Component() {
  return (
    <>
      <PageMeta title={contactContent.pageTitle} description={contactContent.pageDescription} path={paths.contact} />
      <ContactScreen />
    </>
  )
}
