import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { Topic } from '../home-content'
import { HomeScreen } from './home-screen'

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomeScreen />
    </MemoryRouter>,
  )

/** Finds the list item whose whole text is `text` (a claim's figure and label sit in separate elements). */
const listItemWithText = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'LI' && element.textContent?.trim() === text)

describe('Home screen', () => {
  it('has one top-level heading', () => {
    renderHome()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it.each([
    '500+ clients served',
    '90% success rate',
    '10+ industries',
    '5+ licensed experts',
    '5+ regions',
    '100% compliance with the federal immigration department',
  ])('shows the claim "%s"', (claim) => {
    renderHome()
    expect(listItemWithText(claim)).toBeVisible()
  })

  it('shows the three-step flow in order: sign up, connect with experts, manage and execute', () => {
    renderHome()
    const flow = screen.getByRole('heading', { name: 'Three steps to get started' }).closest('section')
    if (!flow) throw new Error('the steps section is missing')
    const stepTitles = within(flow)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(stepTitles).toEqual(['Sign up', 'Connect with experts', 'Manage and execute'])
    expect(within(flow).getByRole('list').tagName).toBe('OL')
  })

  it('shows three testimonials, each signed with a first name only', () => {
    renderHome()
    const section = screen.getByRole('heading', { name: 'What our clients say' }).closest('section')
    if (!section) throw new Error('the testimonials section is missing')
    const quotes = within(section).getAllByRole('figure')
    expect(quotes).toHaveLength(3)
    for (const quote of quotes) {
      const name = quote.querySelector('figcaption span')?.textContent ?? ''
      expect(name).toMatch(/^\p{Lu}\p{Ll}+$/u) // one capitalised word: no surname, no initial
      expect(quote.querySelector('blockquote')?.textContent?.length).toBeGreaterThan(40)
    }
  })

  it('links to /get-started, /learn-more and /contact', () => {
    renderHome()
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/get-started')
    expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/learn-more')
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  })

  it('covers the topics the company works on', () => {
    renderHome()
    for (const topic of [
      'Employee immigration',
      'Recruitment for hard-to-fill positions',
      'Startup and manufacturing support',
      'Document management',
      'Client-lawyer collaboration',
      'Investor immigration',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: topic })).toBeVisible()
    }
  })

  it('leads from a topic to the service that says more about it, on its own page', () => {
    renderHome()
    const topics = screen.getByRole('region', { name: 'How we help' })
    expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['More about work permits', '/services/work-permit'],
      ['More about the LMIA', '/services/lmia'],
      ['More about corporate immigration', '/services/corporate-immigration'],
      ['More about the Start-up Visa', '/services/startup-visa'],
    ])
  })

  it('leads from each French topic to the same service page as its English twin', async () => {
    const english = await import('../home-content')
    const french = await import('../home-content.fr')
    const links = (topics: readonly Topic[]) => topics.map((topic) => topic.more?.to)
    expect(links(french.topics)).toEqual(links(english.topics))
    expect(links(english.topics).filter(Boolean)).toHaveLength(4)
  })

  it('reserves the hero image space and loads it first: it is the LCP, on a phone too', () => {
    const { container } = renderHome()
    const hero = container.querySelector('img')
    expect(hero).toHaveAttribute('width', '1120')
    expect(hero).toHaveAttribute('height', '840')
    expect(hero).not.toHaveAttribute('loading')
    expect(hero).toHaveAttribute('fetchpriority', 'high')
    expect(hero!.getAttribute('srcset')).toMatch(/^\S+ 480w, \S+ 800w, \S+ 1120w$/)
    expect(hero!.getAttribute('sizes')).toMatch(/calc\(100vw - 2rem\)$/)
  })
})
