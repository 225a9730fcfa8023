import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FallbackImage } from './fallback-image'

const SIZES = 'calc(100vw - 2rem)'
const renderImage = (src: string | null | undefined) => (
  <FallbackImage src={src} alt="A" width={640} height={360} sizes={SIZES} place="eager" />
)

// docs/specification.md §2: "A missing image falls back to /default-image.jpg."
describe('FallbackImage', () => {
  it('shows its own image when it has one', () => {
    render(renderImage('https://cdn.example.org/a.jpg'))
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', 'https://cdn.example.org/a.jpg')
  })

  it("offers a site post picture's copies (lib/images), at the sizes given", () => {
    const { container } = render(renderImage('/images/news/news-01.webp'))
    const img = screen.getByRole('img', { name: 'A' })
    expect(img).toHaveAttribute('src', '/images/news/news-01.webp')
    expect(img.getAttribute('srcset')).toContain('/images/news/news-01-800w.webp 800w')
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes', SIZES)
  })

  it.each([[null], [undefined], [''], ['   ']])('uses /default-image.jpg when the source is %j', (src) => {
    render(renderImage(src))
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', '/default-image.jpg')
  })

  it('swaps to /default-image.jpg once when its image fails, and stays there if that fails too', () => {
    render(renderImage('/broken.jpg'))
    const img = screen.getByRole('img', { name: 'A' })
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', '/default-image.jpg')
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', '/default-image.jpg')
  })

  it('drops the copies with the picture when one fails: a <source> left would still be taken over the default', () => {
    const { container } = render(renderImage('/images/news/missing.webp'))
    const img = screen.getByRole('img', { name: 'A' })
    fireEvent.error(img)
    expect(screen.getByRole('img', { name: 'A' })).toBe(img)
    expect(img).toHaveAttribute('src', '/default-image.jpg')
    expect(img).not.toHaveAttribute('srcset')
    expect(container.querySelectorAll('source')).toHaveLength(0)
  })

  it('gives a new source its own chance after an earlier one failed', () => {
    const { rerender, container } = render(renderImage('/images/news/missing.webp'))
    fireEvent.error(screen.getByRole('img', { name: 'A' }))
    rerender(renderImage('/images/news/news-02.webp'))
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', '/images/news/news-02.webp')
    expect(container.querySelectorAll('source')).toHaveLength(1)
  })
})
