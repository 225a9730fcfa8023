import { PageMeta } from '../../components/page-meta'

// Placeholder until its feature lands.
export function Component() {
  return (
    <section className="container">
      <PageMeta title="Jobs" description="Jobs" />
      <h1>Jobs</h1>
    </section>
  )
}
