import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { AccessibilityScreen } from '../../features/accessibility/components/accessibility-screen'
import { useAccessibilityContent } from '../../features/accessibility/use-accessibility-content'

export function Component() {
  const { accessibilityMeta } = useAccessibilityContent()
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
