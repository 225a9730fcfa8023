import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { site } from '../../../content/site'
import { AccessibilityScreen } from './accessibility-screen'

function renderStatement() {
  const router = createMemoryRouter([{ path: '/accessibility', Component: AccessibilityScreen }], {
    initialEntries: ['/accessibility'],
  })
  render(<RouterProvider router={router} />)
}

describe('the accessibility statement (/accessibility)', () => {
  it('names the standard, how it is tested, its known limits and how to report a barrier', () => {
    renderStatement()
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument()
    for (const heading of ['The standard we aim for', 'How we test it', 'Known limits', 'Tell us about a barrier'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument()
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument()
  })

  it('leads to the contact form with the subject filled in, and gives the phone and e-mail', () => {
    renderStatement()
    expect(screen.getByRole('link', { name: 'Report a barrier' })).toHaveAttribute(
      'href',
      '/contact?subject=Accessibility+barrier',
    )
    const { phone, phoneHref, email } = site.contact
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phoneHref}`)
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  })
})
