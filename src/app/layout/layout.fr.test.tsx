import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, LocaleContext } from '../../i18n/translatable'
import { RouteErrorScreen } from '../route-error'
import { NotFoundScreen } from '../routes/not-found'
import { RootLayout } from './root-layout'

/** The frame of a French page, with `screen` inside. */
function renderFrenchPage(path: string, Screen: () => React.ReactNode = () => <p>contenu</p>) {
  const router = createMemoryRouter(
    [{ path: '/', Component: RootLayout, children: [{ path: '*', Component: Screen }] }],
    {
      basename: '/fr',
      initialEntries: [path],
    },
  )
  render(
    <LocaleContext value="fr">
      <RouterProvider router={router} />
    </LocaleContext>,
  )
}

beforeAll(() => activateLocale('fr'))
afterAll(() => activateLocale('en'))

describe('the French frame', () => {
  it('has its skip link, menu and links in French, leading to French pages', () => {
    renderFrenchPage('/fr/about')
    expect(screen.getByRole('link', { name: 'Passer au contenu principal' })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Principale' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Accueil', '/fr'],
      ['À propos', '/fr/about'],
      ['Services', '/fr/services'],
      ['Nouvelles', '/fr/news'],
      ['Emplois', '/fr/jobs'],
      ['Nous joindre', '/fr/contact'],
    ])
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument()
  })

  it('has its footer in French', () => {
    renderFrenchPage('/fr')
    const footer = screen.getByRole('contentinfo')
    const nav = within(footer).getByRole('navigation', { name: 'Pied de page' })
    expect(within(nav).getByRole('heading', { name: 'Entreprise' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Carrières' })).toHaveAttribute('href', '/fr/jobs')
    expect(within(footer).getByRole('heading', { name: 'Coordonnées' })).toBeInTheDocument()
    expect(within(footer).getByRole('heading', { name: 'Suivez-nous' })).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'LinkedIn (s’ouvre dans un nouvel onglet)' })).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'Accessibilité' })).toHaveAttribute('href', '/fr/accessibility')
    expect(within(footer).getByRole('link', { name: 'Fil des nouvelles' })).toHaveAttribute('href', '/fr/feed.xml')
    expect(within(footer).getByRole('link', { name: 'Fil des offres d’emploi' })).toHaveAttribute(
      'href',
      '/fr/jobs/feed.xml',
    )
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Maple Pathways Immigration. Tous droits réservés.`)
    expect(footer).not.toHaveTextContent(/All rights|Follow us|Reach us|opens in a new tab/)
  })

  it('says a page was not found in French', () => {
    renderFrenchPage('/fr/nulle-part', NotFoundScreen)
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute('href', '/fr')
    expect(screen.getByRole('link', { name: 'Parcourir nos services' })).toHaveAttribute('href', '/fr/services')
  })

  it('says a screen failed in French', () => {
    renderFrenchPage('/fr/jobs', () => <RouteErrorScreen error={undefined} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Erreur inattendue de l’application' })).toBeInTheDocument()
    expect(screen.getByText('Erreur inconnue')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument()
  })

  it('names a screen whose script failed to download in French', () => {
    const unreachable = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/static/js/jobs-B1x2.js',
    )
    renderFrenchPage('/fr/jobs', () => <RouteErrorScreen error={unreachable} />)
    expect(screen.getByText('Le module jobs-B1x2 n’a pas pu être chargé.')).toBeInTheDocument()
    expect(screen.queryByText(/Loading chunk/)).not.toBeInTheDocument()
  })

  it('marks an error’s own message, which is English, as English for a screen reader’s voice', () => {
    renderFrenchPage('/fr/jobs', () => <RouteErrorScreen error={new Error('The list took longer than 15 s')} />)
    expect(screen.getByText('The list took longer than 15 s')).toHaveAttribute('lang', 'en-CA')
  })
})
