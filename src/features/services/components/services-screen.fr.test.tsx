import { render, screen, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, LocaleContext } from '../../../i18n/translatable'
import * as french from '../services-content.fr'
import { ServicesScreen } from './services-screen'

function ContactProbe() {
  const location = useLocation()
  return (
    <p>
      page de contact <output aria-label="recherche">{location.search}</output>
    </p>
  )
}

function renderFrenchServices() {
  const router = createMemoryRouter(
    [
      { path: '/services', element: <ServicesScreen /> },
      { path: '/contact', element: <ContactProbe /> },
    ],
    { basename: '/fr', initialEntries: ['/fr/services'] },
  )
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  render(
    <LocaleContext value="fr">
      <RouterProvider router={router} />
    </LocaleContext>,
  )
  return { user, router }
}

beforeAll(() => activateLocale('fr'))
afterAll(() => activateLocale('en'))

describe('/fr/services', () => {
  it('shows the 22 cards in French, each with its own « En savoir plus »', () => {
    renderFrenchServices()
    expect(screen.getByRole('heading', { level: 1, name: 'Nos services partout dans le monde' })).toBeVisible()
    const titles = screen
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
    expect(titles).toEqual(french.services.map((service) => service.title))
    expect(titles).toHaveLength(22)
    expect(titles).toContain('Entrée express')
    expect(titles).toContain('Permis de travail postdiplôme')
    expect(screen.getByRole('button', { name: 'En savoir plus : Entrée express' })).toBeVisible()
    expect(screen.getByRole('tablist', { name: 'Pays' })).toBeVisible()
    expect(screen.queryByText(/Learn More|Express Entry/)).not.toBeInTheDocument()
  })

  it("shows the 'Why Choose Us?' tabs in French", async () => {
    const { user } = renderFrenchServices()
    const tabs = within(screen.getByRole('tablist', { name: 'Pourquoi nous choisir?' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Recrutement international',
      'Immigration des investisseurs',
      'Immigration d’entreprise',
    ])
    await user.click(tabs[1]!)
    expect(screen.getByRole('tabpanel', { name: 'Immigration des investisseurs' })).toHaveTextContent(
      /Programme de visa pour démarrage d’entreprise/,
    )
  })

  it('opens a service’s modal in French and asks for a consultation in French', async () => {
    const { user, router } = renderFrenchServices()
    await user.click(screen.getByRole('button', { name: 'En savoir plus : Notes du SMGC (AIPRP)' }))
    const dialog = screen.getByRole('dialog', { name: 'Notes du SMGC (AIPRP)' })
    expect(within(dialog).getByRole('heading', { name: 'À qui s’adresse ce service' })).toBeVisible()
    expect(within(dialog).getByRole('heading', { name: 'Comment nous vous aidons' })).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Nous joindre pour une consultation' }))
    expect(await screen.findByText('page de contact')).toBeInTheDocument()
    // The French contact page: the router's basename keeps the visitor in French.
    expect(router.state.location.pathname).toBe('/fr/contact')
    const search = screen.getByRole('status', { name: 'recherche' }).textContent ?? ''
    expect(new URLSearchParams(search).get('subject')).toBe('Consultation\u00a0: Notes du SMGC (AIPRP)')
  })
})
