import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { DEFAULT_IMAGE, pictureSources } from '../lib/images'
import { ResponsivePicture, type ResponsivePictureProps } from './responsive-picture'

interface FallbackImageProps extends Omit<ResponsivePictureProps, 'picture'> {
  /** The record's picture address (a post's imageUrl): resized copies where there are any (lib/images). */
  src: string | null | undefined
  /** Shown when src is missing or fails to load. */
  fallback?: string
}

/**
 * A record's picture that swaps to the default image, once, when its own is missing or broken. A copy
 * from its srcset failing counts as the picture failing: the default replaces the sources too (a
 * <source> that stayed would keep being taken over the <img>'s src).
 */
export function FallbackImage({ src, fallback = DEFAULT_IMAGE, onError, ...rest }: FallbackImageProps) {
  const wanted = pictureSources(src, fallback)
  // Remembers which source failed, so a new src gets its own chance and the fallback is tried once.
  const [failed, setFailed] = useState<string | null>(null)
  const shown = failed === wanted.src ? { src: fallback, sources: [] } : wanted
  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (shown.src !== fallback) setFailed(wanted.src)
    onError?.(event)
  }
  // On a built page the picture may fail before the code arrives, and React never hears of it: a
  // picture already broken when it takes over swaps all the same.
  const img = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const drawn = img.current
    if (drawn?.complete && drawn.naturalWidth === 0 && drawn.currentSrc && shown.src !== fallback) setFailed(wanted.src)
  }, [shown.src, fallback, wanted.src])
  return <ResponsivePicture {...rest} picture={shown} onError={handleError} imgRef={img} />
}
