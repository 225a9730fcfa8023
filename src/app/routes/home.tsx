import { PageMeta } from '../../components/page-meta'

// Placeholder until its feature lands.
export function Component() {
  return (
    <section className="container">
      <PageMeta title="Home" description="Home" />
      <h1>Home</h1>
    </section>
  )
}
