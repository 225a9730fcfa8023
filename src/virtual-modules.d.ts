// The names of the site's own post pictures (public/images/news/news-01.webp → 'news-01'), listed by
// scripts/post-picture-variants.ts when the page's code is built.
declare module 'virtual:site-post-pictures' {
  const names: readonly string[]
  export default names
}
