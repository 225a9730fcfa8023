import { useMemo } from 'react'
import { scriptSafeJson } from '../shared/script-json'

interface JsonLdProps {
  /** A schema.org object (or a list of them); its strings must already be plain text. */
  data: object
}

/** Structured data for search engines, written so that no value can close its script element. */
export function JsonLd({ data }: JsonLdProps) {
  const json = useMemo(() => scriptSafeJson(data), [data])
  return <script type="application/ld+json">{json}</script>
}
