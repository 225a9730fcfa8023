import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { aboutMeta } from '../../features/about/about-content'
import { AboutScreen } from '../../features/about/components/about-screen'

export function Component() {
  return (
    <>
      <PageMeta title={aboutMeta.title} description={aboutMeta.description} path={paths.about} />
      <AboutScreen />
    </>
  )
}
