import { PageMeta } from '../../components/page-meta'

// Placeholder until its feature lands.
export function Component() {
  return (
    <section className="container">
      <PageMeta title="Services" description="Services" />
      <h1>Services</h1>
    </section>
  )
}
