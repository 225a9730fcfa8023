import type { Ref, SyntheticEvent } from 'react'
import { preload } from 'react-dom'
import { preloadOf, type PictureSources } from '../lib/images'
import styles from './responsive-picture.module.css'

/**
 * Where a picture sits on its page, which decides how it loads:
 * - 'lcp': the page's largest element in the first view: fetched first (high priority, preloaded);
 * - 'eager': elsewhere in the first view;
 * - 'lazy': below it, fetched as it nears the viewport.
 */
export type PicturePlace = 'lcp' | 'eager' | 'lazy'

export interface ResponsivePictureProps {
  picture: PictureSources
  /** The picture's own size: its box is reserved before it arrives (no layout shift). */
  width: number
  height: number
  /** The width the layout draws it at for each viewport (its CSS), from which the browser picks a copy. */
  sizes: string
  alt: string
  place: PicturePlace
  className?: string
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void
  imgRef?: Ref<HTMLImageElement>
}

/**
 * A picture offered in several formats and widths: a <source> for each format but the last (webp, which
 * every browser shows), and the <img> carries that one beside its src. The LCP picture is preloaded with the same srcset and sizes
 * (React hoists the link into the head, on a built page too), so the link and the <picture> fetch one file.
 */
export function ResponsivePicture({
  picture,
  width,
  height,
  sizes,
  alt,
  place,
  className,
  onError,
  imgRef,
}: ResponsivePictureProps) {
  const sources = picture.sources.slice(0, -1)
  const own = picture.sources.at(-1)
  if (place === 'lcp') {
    // React preloads a lone <img> by itself, but not one inside a <picture>.
    const { href, responsive } = preloadOf({ picture, sizes })
    preload(href, { as: 'image', fetchPriority: 'high', ...responsive })
  }
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        ref={imgRef}
        className={className}
        src={picture.src}
        srcSet={own?.srcSet}
        sizes={own ? sizes : undefined}
        width={width}
        height={height}
        alt={alt}
        decoding="async"
        loading={place === 'lazy' ? 'lazy' : undefined}
        fetchPriority={place === 'lcp' ? 'high' : undefined}
        onError={onError}
      />
    </picture>
  )
}
