import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react'
import { DEFAULT_IMAGE, imageSource } from '../lib/images'

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined
  /** Shown when src is missing or fails to load. */
  fallback?: string
}

/** An image that swaps to the default image, once, when its own is missing or broken. */
export function FallbackImage({ src, fallback = DEFAULT_IMAGE, onError, ...rest }: FallbackImageProps) {
  const wanted = imageSource(src, fallback)
  // Remembers which source failed, so a new src gets its own chance and the fallback is tried once.
  const [failed, setFailed] = useState<string | null>(null)
  const shown = failed === wanted ? fallback : wanted
  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (shown !== fallback) setFailed(wanted)
    onError?.(event)
  }
  return <img {...rest} src={shown} onError={handleError} />
}
