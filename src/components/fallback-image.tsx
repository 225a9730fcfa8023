import { useEffect, useRef, useState } from 'react'
import { DEFAULT_IMAGE, pictureSources } from '../lib/images'
import { ResponsivePicture, type ResponsivePictureProps } from './responsive-picture'

interface FallbackImageProps extends Omit<ResponsivePictureProps, 'picture' | 'onError'> {
  /** The record's picture address (a post's imageUrl): resized copies where there are any (lib/images). */
  src: string | null | undefined
}

/**
 * A record's picture that swaps to the default image, once, when its own is missing or broken. A copy
 * from its srcset failing counts as the picture failing: the default replaces the sources too (a
 * <source> that stayed would keep being taken over the <img>'s src).
 */
export function FallbackImage({ src, ...rest }: FallbackImageProps) {
  const wanted = pictureSources(src)
  // Remembers which source failed, so a new src gets its own chance and the fallback is tried once.
  const [failed, setFailed] = useState<string | null>(null)
  const shown = failed === wanted.src ? { src: DEFAULT_IMAGE, sources: [] } : wanted
  const handleError = () => {
    if (shown.src !== DEFAULT_IMAGE) setFailed(wanted.src)
  }
  // On a built page the picture may fail before the code arrives, and React never hears of it: a
  // picture already broken when it takes over swaps all the same.
  const img = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const drawn = img.current
    if (drawn?.complete && drawn.naturalWidth === 0 && drawn.currentSrc && shown.src !== DEFAULT_IMAGE)
      setFailed(wanted.src)
  }, [shown.src, wanted.src])
  return <ResponsivePicture {...rest} picture={shown} onError={handleError} imgRef={img} />
}
