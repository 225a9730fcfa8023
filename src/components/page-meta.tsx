import { site } from '../content/site'

interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string
  description: string
}

/** Per-page <title> and description. React 19 hoists these into <head>. */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} | ${site.name}`}</title>
      <meta name="description" content={description} />
    </>
  )
}
