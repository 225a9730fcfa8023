import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { accessibilityMeta } from '../../features/accessibility/accessibility-content'
import { AccessibilityScreen } from '../../features/accessibility/components/accessibility-screen'

export function Component() {
  return (
    <>
      <PageMeta
        title={accessibilityMeta.title}
        description={accessibilityMeta.description}
        path={paths.accessibility}
      />
      <AccessibilityScreen />
    </>
  )
}
