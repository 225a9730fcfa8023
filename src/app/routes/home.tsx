import { JsonLd } from '../../components/json-ld'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { HomeScreen } from '../../features/home/components/home-screen'
import { organizationData } from '../../lib/structured-data'
import { useHomeContent } from '../../features/home/use-home-content'

const organization = organizationData()

// / and /home: one page, whose canonical address is /.
export function Component() {
  const { homeMeta } = useHomeContent()
  return (
    <>
      <PageMeta title={homeMeta.title} description={homeMeta.description} path={paths.home} />
      <JsonLd data={organization} />
      <HomeScreen />
    </>
  )
}
