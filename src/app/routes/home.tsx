import { PageMeta } from '../../components/page-meta'
import { HomeScreen } from '../../features/home/components/home-screen'
import { homeMeta } from '../../features/home/home-content'

export function Component() {
  return (
    <>
      <PageMeta title={homeMeta.title} description={homeMeta.description} />
      <HomeScreen />
    </>
  )
}
