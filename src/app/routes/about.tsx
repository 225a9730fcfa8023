import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { AboutScreen } from '../../features/about/components/about-screen'
import { useAboutContent } from '../../features/about/use-about-content'

export function Component() {
  const { aboutMeta } = useAboutContent()
  return (
    <>
      <PageMeta title={aboutMeta.title} description={aboutMeta.description} path={paths.about} />
      <AboutScreen />
    </>
  )
}
