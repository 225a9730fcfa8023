import { useMemo } from 'react'
import { useLocale } from '../i18n/translatable'
import { inPageLanguage } from '../lib/structured-data'
import { scriptSafeJson } from '../shared/script-json'

interface JsonLdProps {
  /** A schema.org object (or a list of them); its strings plain text, or HTML the site wrote (paragraphsOf). */
  data: object
}

/**
 * Structured data for search engines, in the page's language (its addresses and inLanguage:
 * lib/structured-data.ts), written so that no value can close its script element.
 */
export function JsonLd({ data }: JsonLdProps) {
  const locale = useLocale()
  const json = useMemo(() => scriptSafeJson(inPageLanguage(data, locale)), [data, locale])
  return <script type="application/ld+json">{json}</script>
}
