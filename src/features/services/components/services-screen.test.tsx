import { render, screen, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { SERVICE_TITLES } from '../specification-services'
import { ServicesScreen } from './services-screen'

function ContactProbe() {
  const location = useLocation()
  return (
    <p>
      contact page <output aria-label="search">{location.search}</output>
    </p>
  )
}

function renderServices() {
  const router = createMemoryRouter(
    [
      { path: '/services', element: <ServicesScreen /> },
      { path: '/contact', element: <ContactProbe /> },
    ],
    { initialEntries: ['/services'] },
  )
  // jsdom has no layout or stylesheets here, so the per-click pointer-events walk only costs time.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  render(<RouterProvider router={router} />)
  return { user, router }
}

/** A card's 'Learn More' button, found by the words that tell the 22 buttons apart (its no-script link says them too). */
function learnMoreButton(title: string) {
  const button = screen
    .getAllByText(`about ${title}`)
    .map((words) => words.closest('button'))
    .find(Boolean)
  if (!button) throw new Error(`no Learn More button for ${title}`)
  return button
}

/** The 'Why Choose Us?' section, its tabs and the one panel a user can perceive (hidden panels leave the a11y tree). */
function whyChooseUs() {
  const section = screen.getByRole('region', { name: 'Why Choose Us?' })
  const tablist = within(section).getByRole('tablist', { name: 'Why Choose Us?' })
  const tabs = within(tablist).getAllByRole('tab')
  const tab = (name: string) => {
    const found = tabs.find((candidate) => candidate.textContent === name)
    if (!found) throw new Error(`no tab named ${name}`)
    return found
  }
  return { tabs, tab, shownPanel: () => within(section).getByRole('tabpanel') }
}

describe('Services screen', () => {
  it("is headed 'Our Global Services' with a single h1", () => {
    renderServices()
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Our Global Services'])
  })

  it('shows the 22 service cards in the specification’s order, each with a description and a Learn More button', () => {
    renderServices()
    const panel = screen.getByRole('tabpanel', { name: 'Canada' })
    // Its cards are its only h3s: the country's name over it (on paper, without scripts) is no heading of their level.
    expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(SERVICE_TITLES.length)
    // The cards' titles.
    expect(
      within(panel)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(SERVICE_TITLES)
    // Names read from the text (the same words the accessible name is built from; computing 22 names in jsdom is slow).
    expect([...panel.querySelectorAll('article button')].map((button) => button.textContent)).toEqual(
      SERVICE_TITLES.map((title) => `Learn More about ${title}`),
    )
    expect(learnMoreButton('Express Entry')).toHaveAccessibleName('Learn More about Express Entry')
    const cards = panel.querySelectorAll('article')
    expect(cards).toHaveLength(22)
    for (const card of cards) {
      const description = card.querySelector('p')?.textContent ?? ''
      const sentences = description.split(/(?<=[.!?])\s+(?=[A-Z])/)
      expect(sentences.length).toBeGreaterThanOrEqual(2)
      expect(sentences.length).toBeLessThanOrEqual(3)
      expect(card.querySelector('svg')).not.toBeNull()
    }
  })

  it("'Why Choose Us?' selects Global Recruitment by default and shows its description", () => {
    renderServices()
    const { tabs, tab: whyTab, shownPanel: visibleWhyPanel } = whyChooseUs()
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Global Recruitment',
      'Investor Immigration',
      'Corporate Immigration',
    ])
    expect(whyTab('Global Recruitment')).toHaveAttribute('aria-selected', 'true')
    expect(whyTab('Global Recruitment')).toHaveAttribute('tabindex', '0')
    expect(whyTab('Investor Immigration')).toHaveAttribute('aria-selected', 'false')
    expect(whyTab('Investor Immigration')).toHaveAttribute('tabindex', '-1')
    expect(visibleWhyPanel()).toHaveAccessibleName('Global Recruitment')
    expect(visibleWhyPanel()).toHaveTextContent(/employers fill hard-to-fill positions/)
  })

  it("'Why Choose Us?' switches by click", async () => {
    const { user } = renderServices()
    const { tab: whyTab, shownPanel: visibleWhyPanel } = whyChooseUs()
    await user.click(whyTab('Investor Immigration'))
    expect(whyTab('Investor Immigration')).toHaveAttribute('aria-selected', 'true')
    expect(whyTab('Global Recruitment')).toHaveAttribute('aria-selected', 'false')
    expect(visibleWhyPanel()).toHaveAccessibleName('Investor Immigration')
    expect(visibleWhyPanel()).toHaveTextContent(/Start-up Visa/)
    expect(screen.getByText(/employers fill hard-to-fill positions/)).not.toBeVisible()

    await user.click(whyTab('Corporate Immigration'))
    expect(visibleWhyPanel()).toHaveAccessibleName('Corporate Immigration')
    expect(visibleWhyPanel()).toHaveTextContent(/intra-company transfers/)
  })

  it("'Why Choose Us?' moves and selects with ArrowRight, ArrowLeft, Home and End", async () => {
    const { user } = renderServices()
    const { tab: whyTab, shownPanel: visibleWhyPanel } = whyChooseUs()
    await user.click(whyTab('Global Recruitment'))
    const expectSelected = (name: string) => {
      expect(whyTab(name)).toHaveAttribute('aria-selected', 'true')
      expect(whyTab(name)).toHaveFocus()
      expect(visibleWhyPanel()).toHaveAccessibleName(name)
    }

    await user.keyboard('{ArrowRight}')
    expectSelected('Investor Immigration')
    await user.keyboard('{ArrowRight}')
    expectSelected('Corporate Immigration')
    await user.keyboard('{ArrowRight}') // wraps to the first
    expectSelected('Global Recruitment')
    await user.keyboard('{ArrowLeft}') // wraps to the last
    expectSelected('Corporate Immigration')
    await user.keyboard('{ArrowLeft}')
    expectSelected('Investor Immigration')
    await user.keyboard('{Home}')
    expectSelected('Global Recruitment')
    await user.keyboard('{End}')
    expectSelected('Corporate Immigration')
    // The browser's own shortcuts stay the browser's: Alt+Left (Back), Ctrl+Home.
    for (const shortcut of ['{Alt>}{ArrowLeft}{/Alt}', '{Control>}{Home}{/Control}', '{Shift>}{ArrowLeft}{/Shift}']) {
      await user.keyboard(shortcut)
      expectSelected('Corporate Immigration')
    }
  })

  it('Tab enters the tab list at the selected tab and leaves it for the panel (roving tabindex)', async () => {
    const { user } = renderServices()
    const { tab: whyTab, shownPanel: visibleWhyPanel } = whyChooseUs()
    await user.click(whyTab('Investor Immigration'))
    await user.tab()
    expect(visibleWhyPanel()).toHaveFocus()
    await user.tab({ shift: true })
    expect(whyTab('Investor Immigration')).toHaveFocus()
  })

  it('has a country tab bar holding only Canada, selected by default', () => {
    renderServices()
    const countries = screen.getByRole('tablist', { name: 'Countries' })
    const tabs = within(countries).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Canada'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
  })

  it('opens a service modal from Learn More and closes it with the close control, returning focus', async () => {
    const { user } = renderServices()
    const learnMore = learnMoreButton('Startup Visa')
    await user.click(learnMore)

    const dialog = screen.getByRole('dialog', { name: 'Startup Visa' })
    expect(within(dialog).getByRole('heading', { name: 'Who it is for' })).toBeVisible()
    expect(within(dialog).getByRole('heading', { name: 'What we help with' })).toBeVisible()
    expect(within(dialog).getByText(/letter of support/i, { selector: 'p' })).toBeVisible()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(learnMore).toHaveFocus()
  })

  it('closes the service modal on Escape and returns focus to the Learn More button that opened it', async () => {
    const { user } = renderServices()
    const learnMore = learnMoreButton('ATIP (GCMS) Notes')
    await user.click(learnMore)
    expect(screen.getByRole('dialog', { name: 'ATIP (GCMS) Notes' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(learnMore).toHaveFocus()
  })

  it("'Contact Us for Consultation' goes to /contact with the service named in the subject", async () => {
    const { user, router } = renderServices()
    await user.click(learnMoreButton('Visitor (Tourist) Visa'))
    const dialog = screen.getByRole('dialog', { name: 'Visitor (Tourist) Visa' })
    await user.click(within(dialog).getByRole('button', { name: 'Contact Us for Consultation' }))

    expect(await screen.findByText('contact page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/contact')
    const search = screen.getByRole('status', { name: 'search' }).textContent ?? ''
    expect(new URLSearchParams(search).get('subject')).toBe('Consultation: Visitor (Tourist) Visa')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
