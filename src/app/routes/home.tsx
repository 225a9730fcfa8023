import { JsonLd } from '../../components/json-ld'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { HomeScreen } from '../../features/home/components/home-screen'
import { homeMeta } from '../../features/home/home-content'
import { organizationData } from '../../lib/structured-data'

const organization = organizationData()

// / and /home: one page, whose canonical address is /.
export function Component() {
  return (
    <>
      <PageMeta title={homeMeta.title} description={homeMeta.description} path={paths.home} />
      <JsonLd data={organization} />
      <HomeScreen />
    </>
  )
}
