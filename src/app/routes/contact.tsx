import { PageMeta } from '../../components/page-meta'

// Placeholder until its feature lands.
export function Component() {
  return (
    <section className="container">
      <PageMeta title="Contact" description="Contact" />
      <h1>Contact</h1>
    </section>
  )
}
