// /services/{id}: a service's own page, drawn from the content (services-content.ts and its French twin).
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, LocaleContext } from '../../i18n/translatable'
import { services } from '../../features/services/services-content'
import { ServicesScreen } from '../../features/services/components/services-screen'
import { Component as Service } from './service'

function ContactProbe() {
  return <output aria-label="contact subject">{new URLSearchParams(useLocation().search).get('subject')}</output>
}

function renderAt(path: string, locale: 'en' | 'fr' = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/services', element: <ServicesScreen /> },
      { path: '/services/:id', Component: Service },
      { path: '/contact', element: <ContactProbe /> },
    ],
    { basename: locale === 'fr' ? '/fr' : '/', initialEntries: [path] },
  )
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  )
  return { router, user: userEvent.setup() }
}

const structuredData = () =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>[]

afterEach(async () => {
  cleanup()
  await activateLocale('en')
})

describe('a service’s page', () => {
  it('says all the modal says, under the service’s name as its one h1', () => {
    renderAt('/services/express-entry')
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Express Entry'])
    const service = services[0]
    for (const words of [service.description, service.details, service.whoItIsFor, ...service.whatWeHelpWith])
      expect(screen.getByText(words)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Who it is for' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'What we help with' })).toBeInTheDocument()
    expect(screen.getByText(/This is general information, not legal advice/)).toBeInTheDocument()
  })

  it('has its title, a description of its first sentences, its canonical address and both languages', () => {
    renderAt('/services/study-permit')
    expect(document.title).toBe('Study Permit | Maple Pathways Immigration')
    const description = document.querySelector('meta[name="description"]')!.getAttribute('content')!
    expect(description).toMatch(/^A study permit allows international students /)
    expect(services.find((each) => each.id === 'study-permit')!.description.startsWith(description)).toBe(true)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/services\/study-permit$/),
    )
    expect(document.querySelector('link[hreflang="fr-CA"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/fr\/services\/study-permit$/),
    )
  })

  it('carries a Service provided by the company in Canada, and its breadcrumbs', () => {
    renderAt('/services/lmia')
    const [service, breadcrumbs] = structuredData()
    expect(service).toMatchObject({
      '@type': 'Service',
      name: 'LMIA',
      provider: { '@type': 'LocalBusiness', name: 'Maple Pathways Immigration' },
      areaServed: { '@type': 'Country', name: 'Canada' },
      url: expect.stringMatching(/\/services\/lmia$/),
    })
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' })
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/services'])
    expect(within(trail).getByText('LMIA')).toHaveAttribute('aria-current', 'page')
  })

  it('asks for a consultation on this service, as its modal does', async () => {
    const { user } = renderAt('/services/work-permit')
    await user.click(screen.getByRole('link', { name: 'Contact Us for Consultation' }))
    expect(screen.getByRole('status', { name: 'contact subject' })).toHaveTextContent('Consultation: Work Permit')
  })

  it('offers the next three services, going round after the last', () => {
    renderAt(`/services/${services.at(-1)!.id}`)
    const more = screen.getByRole('navigation', { name: 'More services' })
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(services.slice(0, 3).map((service) => service.title))
  })

  it('opens from its card’s title, and Back to Services returns to the list it came from', async () => {
    const { router, user } = renderAt('/services')
    await user.click(screen.getByRole('link', { name: 'Startup Visa' }))
    expect(router.state.location.pathname).toBe('/services/startup-visa')
    await user.click(screen.getByRole('link', { name: 'Back to Services' }))
    // Back through the history, as the browser's Back would: the list's entry, not a new one.
    expect(router.state.location.pathname).toBe('/services')
    expect(router.state.historyAction).toBe('POP')
  })

  it('goes back through every service opened since the list on Back to Services, as the browser’s Back would', async () => {
    const { router, user } = renderAt('/services')
    await user.click(screen.getByRole('link', { name: 'Express Entry' }))
    await user.click(
      within(screen.getByRole('navigation', { name: 'More services' })).getByRole('link', { name: 'LMIA' }),
    )
    expect(router.state.location.pathname).toBe('/services/lmia')
    await user.click(screen.getByRole('link', { name: 'Back to Services' }))
    expect(router.state.location.pathname).toBe('/services')
    // The list's own entry: Forward leads to the services opened, in order.
    await router.navigate(1)
    expect(router.state.location.pathname).toBe('/services/express-entry')
  })

  it('opens the list afresh in a new tab on a Ctrl- or Cmd-click of Back to Services, and leaves this page as it is', async () => {
    const { router, user } = renderAt('/services')
    await user.click(screen.getByRole('link', { name: 'Study Permit' }))
    const back = screen.getByRole('link', { name: 'Back to Services' })
    const clicks: boolean[] = []
    back.addEventListener('click', (event) => clicks.push(event.defaultPrevented))
    await user.keyboard('{Control>}')
    await user.click(back)
    await user.keyboard('{/Control}')
    // Left to the browser (a new tab at /services): this page stays where it is.
    expect(clicks).toEqual([false])
    expect(router.state.location.pathname).toBe('/services/study-permit')
  })

  it('is the not-found screen for an id that is no service', () => {
    renderAt('/services/tax-returns')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found')
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  it('is in French under /fr, with the official names and French addresses', async () => {
    await activateLocale('fr')
    renderAt('/fr/services/express-entry', 'fr')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Entrée express')
    expect(screen.getByRole('heading', { level: 2, name: 'À qui s’adresse ce service' })).toBeInTheDocument()
    const trail = screen.getByRole('navigation', { name: 'Fil d’Ariane' })
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/fr', '/fr/services'])
    expect(screen.getByRole('link', { name: 'Retour aux services' })).toHaveAttribute('href', '/fr/services')
    expect(document.title).toBe('Entrée express | Maple Pathways Immigration')
    expect(structuredData()[0]).toMatchObject({ url: expect.stringMatching(/\/fr\/services\/express-entry$/) })
  })
})
