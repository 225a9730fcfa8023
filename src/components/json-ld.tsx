import { useMemo } from 'react'

interface JsonLdProps {
  /** A schema.org object (or a list of them); its strings must already be plain text. */
  data: object
}

/**
 * Structured data for search engines. `<` is written as \u003c so no value can close the script
 * element early; the JSON stays equivalent.
 */
export function JsonLd({ data }: JsonLdProps) {
  const json = useMemo(() => serializeJsonLd(data), [data])
  return <script type="application/ld+json">{json}</script>
}

export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
