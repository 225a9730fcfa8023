import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AboutScreen } from './about-screen'

const renderAbout = () =>
  render(
    <MemoryRouter>
      <AboutScreen />
    </MemoryRouter>,
  )

describe('About screen', () => {
  it("opens with the hero 'Your Pathway to a New Life in Canada' as the only h1", () => {
    renderAbout()
    const [h1, ...others] = screen.getAllByRole('heading', { level: 1 })
    expect(others).toHaveLength(0)
    expect(h1).toHaveTextContent('Your Pathway to a New Life in Canada')
  })

  it.each(['Our Roots & Vision', 'Mission & Approach', 'Our Culture & Team'])('has the section "%s"', (name) => {
    renderAbout()
    expect(screen.getByRole('heading', { level: 2, name })).toBeVisible()
  })

  it('shows the six statistics exactly, in order', () => {
    renderAbout()
    const section = screen.getByRole('region', { name: 'Our impact in numbers' })
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([
      '500+ Happy Clients',
      '90% Success Rate',
      '5+ Immigration Programs',
      '5+ Experts on Board',
      '5+ Countries Reached',
      '100% Client Satisfaction',
    ])
  })

  it('shows three team cards with name, role, photo and bio', () => {
    renderAbout()
    const section = screen.getByRole('region', { name: 'Our Culture & Team' })
    const cards = within(section).getAllByRole('article')
    expect(cards).toHaveLength(3)
    const roles = cards.map((card) => {
      const name = within(card).getByRole('heading', { level: 3 }).textContent ?? ''
      expect(name.length).toBeGreaterThan(2)
      const photo = within(card).getByRole('img', { name: new RegExp(name) })
      // No layout shift: the box is sized before the image arrives; below the fold it loads lazily.
      expect(photo).toHaveAttribute('width', '480')
      expect(photo).toHaveAttribute('height', '480')
      expect(photo).toHaveAttribute('loading', 'lazy')
      // Drawn 10rem wide, in copies up to 3× that (vite-imagetools), avif where the browser shows it.
      expect(photo).toHaveAttribute('sizes', '10rem')
      expect(photo.getAttribute('srcset')).toMatch(/^\S+ 160w, \S+ 320w, \S+ 480w$/)
      expect(photo.parentElement!.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes', '10rem')
      const paragraphs = card.querySelectorAll('p')
      expect(paragraphs).toHaveLength(2)
      expect(paragraphs[1]?.textContent?.length).toBeGreaterThan(60)
      return paragraphs[0]?.textContent
    })
    expect(roles[0]).toMatch(/founder/i)
    expect(roles[0]).toMatch(/managing director/i)
    expect(roles[1]).toMatch(/senior startup & business advisor/i)
    expect(roles[2]).toMatch(/regulated canadian immigration consultant/i)
  })

  it('closes with a call to action linking to /contact-us', () => {
    renderAbout()
    const closing = screen.getByRole('region', { name: 'Ready to start your journey?' })
    expect(within(closing).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us')
  })
})

describe('the team in French', () => {
  it('names each portrait with « de », elided before a vowel or an h', async () => {
    const { teamSection } = await import('../about-content.fr')
    expect(teamSection.portraitAlt('Amelia Grant')).toBe('Portrait illustré d’Amelia Grant')
    expect(teamSection.portraitAlt('Hélène Roy')).toBe('Portrait illustré d’Hélène Roy')
    expect(teamSection.portraitAlt('Daniel Osei')).toBe('Portrait illustré de Daniel Osei')
  })
})
