// Pictures in the source tree, imported through vite-imagetools (vite.config.ts):
// `./x.webp?w=480;800&format=avif;webp&as=picture` is a srcset per format and the largest copy in the
// last format. src/lib/images.ts (ImportedPicture, importedPicture) turns it into what the screens show.
declare module '*&as=picture' {
  const picture: {
    sources: Record<string, string>
    img: { src: string; w: number; h: number }
  }
  export default picture
}
