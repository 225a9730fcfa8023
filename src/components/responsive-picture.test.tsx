import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PictureSources } from '../lib/images'
import { ResponsivePicture, type PicturePlace } from './responsive-picture'

// React preloads a picture once per page: each test that looks at preloads has a picture of its own.
const pictureNamed = (name: string): PictureSources => ({
  src: `/m/${name}-1120.webp`,
  sources: [
    { type: 'image/avif', srcSet: `/m/${name}-480.avif 480w, /m/${name}-1120.avif 1120w` },
    { type: 'image/webp', srcSet: `/m/${name}-480.webp 480w, /m/${name}-1120.webp 1120w` },
  ],
})
const hero = pictureNamed('hero')
const SIZES = '(min-width: 60em) 33rem, calc(100vw - 2rem)'

const renderPicture = (place: PicturePlace, picture = hero) =>
  render(<ResponsivePicture picture={picture} width={1120} height={840} sizes={SIZES} alt="A hero" place={place} />)

const imagePreloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    Object.fromEntries(
      ['href', 'imagesrcset', 'imagesizes', 'type', 'fetchpriority'].map((name) => [name, link.getAttribute(name)]),
    ),
  )

afterEach(() => document.head.replaceChildren())

describe('ResponsivePicture', () => {
  it('offers each format but the last as a <source>, and the last on the <img> with its size, sizes and alt', () => {
    const { container } = renderPicture('eager')
    const img = screen.getByRole('img', { name: 'A hero' })
    const sources = [...container.querySelectorAll('picture > source')]
    expect(
      sources.map((source) => [
        source.getAttribute('type'),
        source.getAttribute('srcset'),
        source.getAttribute('sizes'),
      ]),
    ).toEqual([['image/avif', '/m/hero-480.avif 480w, /m/hero-1120.avif 1120w', SIZES]])
    expect(img.parentElement?.tagName).toBe('PICTURE')
    expect(img).toHaveAttribute('src', '/m/hero-1120.webp')
    expect(img).toHaveAttribute('srcset', '/m/hero-480.webp 480w, /m/hero-1120.webp 1120w')
    expect(img).toHaveAttribute('sizes', SIZES)
    expect(img).toHaveAttribute('width', '1120')
    expect(img).toHaveAttribute('height', '840')
    expect(img).toHaveAttribute('decoding', 'async')
  })

  it('loads by its place: lazily below the first view, at once in it, first (and preloaded) as the LCP', () => {
    const attributes = (place: PicturePlace) => {
      const { unmount } = renderPicture(place)
      const img = screen.getByRole('img', { name: 'A hero' })
      const seen = [img.getAttribute('loading'), img.getAttribute('fetchpriority')]
      unmount()
      return seen
    }
    expect(attributes('lazy')).toEqual(['lazy', null])
    expect(attributes('eager')).toEqual([null, null])
    expect(imagePreloads()).toEqual([])
    expect(attributes('lcp')).toEqual([null, 'high'])
  })

  it("preloads the LCP picture with its first source's srcset, sizes and type: the file the <picture> takes", () => {
    renderPicture('lcp', pictureNamed('lcp'))
    expect(imagePreloads()).toEqual([
      {
        href: null,
        imagesrcset: '/m/lcp-480.avif 480w, /m/lcp-1120.avif 1120w',
        imagesizes: SIZES,
        type: 'image/avif',
        fetchpriority: 'high',
      },
    ])
  })

  it('shows a picture without copies by its src alone, and preloads that as the LCP', () => {
    const { container } = renderPicture('lcp', { src: 'https://cdn.example.org/a.jpg', sources: [] })
    const img = screen.getByRole('img', { name: 'A hero' })
    expect(container.querySelectorAll('source')).toHaveLength(0)
    expect(img).toHaveAttribute('src', 'https://cdn.example.org/a.jpg')
    expect(img).not.toHaveAttribute('srcset')
    expect(img).not.toHaveAttribute('sizes')
    expect(imagePreloads()).toEqual([
      { href: 'https://cdn.example.org/a.jpg', imagesrcset: null, imagesizes: null, type: null, fetchpriority: 'high' },
    ])
  })
})
