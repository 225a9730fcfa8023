import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FallbackImage } from './fallback-image'

// docs/specification.md §2: "A missing image falls back to /default-image.jpg."
describe('FallbackImage', () => {
  it('shows its own image when it has one', () => {
    render(<FallbackImage src="/images/a.jpg" alt="A" />)
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', '/images/a.jpg')
  })

  it.each([[null], [undefined], [''], ['   ']])('uses /default-image.jpg when the source is %j', (src) => {
    render(<FallbackImage src={src} alt="A" />)
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', '/default-image.jpg')
  })

  it('swaps to /default-image.jpg once when its image fails, and stays there if that fails too', () => {
    render(<FallbackImage src="/broken.jpg" alt="A" />)
    const img = screen.getByRole('img', { name: 'A' })
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', '/default-image.jpg')
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', '/default-image.jpg')
  })

  it('gives a new source its own chance after an earlier one failed', () => {
    const { rerender } = render(<FallbackImage src="/broken.jpg" alt="A" />)
    fireEvent.error(screen.getByRole('img', { name: 'A' }))
    rerender(<FallbackImage src="/images/b.jpg" alt="A" />)
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', '/images/b.jpg')
  })
})
