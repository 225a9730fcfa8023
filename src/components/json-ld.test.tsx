import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { scriptSafeJson } from '../shared/script-json'
import { JsonLd } from './json-ld'

describe('JsonLd', () => {
  it('renders schema.org data in a application/ld+json script that parses back to the same data, with its language', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Article', headline: 'Hello' }
    const { container } = render(<JsonLd data={data} />)
    const script = container.querySelector('script[type="application/ld+json"]')!
    expect(JSON.parse(script.textContent!)).toEqual({ ...data, inLanguage: 'en-CA' })
  })

  it('writes < as \\u003c so a value cannot close the script element', () => {
    const data = { headline: '</script><script>window.__xss=1</script>' }
    const json = scriptSafeJson(data)
    expect(json).not.toContain('<')
    expect(json).toContain('\\u003c/script>')
    expect(JSON.parse(json)).toEqual(data)
  })
})
