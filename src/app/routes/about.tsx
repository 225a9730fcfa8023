import { PageMeta } from '../../components/page-meta'

// Placeholder until its feature lands.
export function Component() {
  return (
    <section className="container">
      <PageMeta title="About" description="About" />
      <h1>About</h1>
    </section>
  )
}
