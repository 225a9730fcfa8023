import { render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { OptionalPart } from './optional-part'

// What a dropped connection does to a lazily drawn part: its import fails.
const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: x.js')))
const Arrives = lazy(() => Promise.resolve({ default: () => <p>Share this post</p> }))

describe('OptionalPart', () => {
  it('draws its part once the code has arrived, its fallback meanwhile', async () => {
    render(
      <OptionalPart fallback={<p>placeholder</p>}>
        <Arrives />
      </OptionalPart>,
    )
    expect(screen.getByText('placeholder')).toBeInTheDocument()
    expect(await screen.findByText('Share this post')).toBeInTheDocument()
  })

  it('whose code cannot be fetched leaves the rest of the page as it was, with the fallback in its place', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <main>
        <h1>The post</h1>
        <input aria-label="Name" defaultValue="typed" />
        <OptionalPart fallback={<p>placeholder</p>}>
          <Unreachable />
        </OptionalPart>
      </main>,
    )
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(screen.getByRole('heading', { name: 'The post' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('typed')
    expect(screen.getByText('placeholder')).toBeInTheDocument()
  })
})
