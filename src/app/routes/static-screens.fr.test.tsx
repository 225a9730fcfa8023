// The static screens on a French page: every word from the French twins, links to French addresses,
// and the page's title and description in French.
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { site } from '../../content/site'
import { activateLocale, LocaleContext } from '../../i18n/translatable'
import { Component as About } from './about'
import { Component as Accessibility } from './accessibility'
import { Component as Home } from './home'

function renderFrench(Screen: () => React.ReactNode, path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Screen }], { basename: '/fr', initialEntries: [path] })
  render(
    <LocaleContext value="fr">
      <RouterProvider router={router} />
    </LocaleContext>,
  )
}

beforeAll(() => activateLocale('fr'))
afterAll(() => activateLocale('en'))

describe('French static screens', () => {
  it('/fr: the home page in French, with a French title', () => {
    renderFrench(Home, '/fr')
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Un parcours clair pour travailler, étudier et bâtir votre vie au Canada',
      }),
    ).toBeInTheDocument()
    expect(document.title).toMatch(/^Consultants et avocats en immigration canadienne/)
  })

  it('/fr/about: the team’s portraits described in French', () => {
    renderFrench(About, '/fr/about')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Votre parcours vers une nouvelle vie au Canada',
    )
    expect(screen.getByRole('img', { name: 'Portrait illustré d’Amelia Grant' })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /Illustrated portrait/ })).not.toBeInTheDocument()
  })

  it('/fr/accessibility: the statement and the ways to reach us in French', () => {
    renderFrench(Accessibility, '/fr/accessibility')
    const statement = screen.getByRole('article')
    expect(within(statement).getByRole('heading', { level: 1 })).toHaveTextContent('Déclaration d’accessibilité')
    expect(statement).toHaveTextContent(
      `Par téléphone au +1 416 555-0142, par courriel à ${site.contact.email} ou au moyen de notre formulaire de contact :`,
    )
    expect(within(statement).getByRole('link', { name: 'Signaler un obstacle' }).getAttribute('href')).toMatch(
      /^\/fr\/contact\?subject=/,
    )
    expect(statement).not.toHaveTextContent(/By phone|e-mail/)
  })
})
