import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { routingFixture, state } from '../support/state'

describe('content pages', () => {
  it('renders the text with its title, description and table of contents', async () => {
    await renderApp('/terms')
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Terms of use · Roam'))
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Roam's terms of use/,
    )
    const toc = screen.getByRole('navigation', { name: 'On this page' })
    const entry = within(toc).getByRole('link', { name: '4. Bookings' })
    expect(entry).toHaveAttribute('href', '#4-bookings')
    expect(document.getElementById('4-bookings')).toHaveTextContent('4. Bookings')
  })

  it("keeps internal links in the reader's language and resolves the referential links", async () => {
    // fr-be has no text of its own: the French one is served, marked as French.
    await renderApp('/fr-be/terms')
    expect(await screen.findByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeInTheDocument()
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'fr')
    expect(screen.getAllByRole('link', { name: 'politique de confidentialité' })[0]).toHaveAttribute(
      'href',
      '/fr-be/privacy/confidentiality',
    )
    const contact = screen.getByRole('link', { name: 'contactez-nous' })
    expect(contact).toHaveAttribute('href', routingFixture.contact)
    expect(contact).toHaveAttribute('target', '_blank')
    expect(contact).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('leads from a call to action into a search', async () => {
    await renderApp('/de/rv-hire-with-pets')
    expect(await screen.findByRole('link', { name: 'Tierfreundliches Fahrzeug finden' })).toHaveAttribute(
      'href',
      '/de/s?pets=true',
    )
  })

  it('sends owners to the onboarding', async () => {
    await renderApp('/rent-my-motorhome')
    expect(await screen.findByRole('link', { name: 'List my vehicle for free' })).toHaveAttribute(
      'href',
      '/onboarding/step',
    )
  })

  it('sends owners to the sister platform when Roam cannot publish their vehicle', async () => {
    state.responses['GET /api/internals/referential'] = {
      phone_number: '+33 1 23 45 67 89',
      can_publish_camper: false,
      payment_type_available: ['card'],
    }
    await renderApp('/rent-my-motorhome')
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'List my vehicle for free' }).getAttribute('href')).toMatch(
        /^https:\/\/www\.roam-partner\.com\//,
      ),
    )
  })

  it('links the store pages of the routing referential', async () => {
    await renderApp('/get-apps')
    const article = await screen.findByRole('article')
    expect(within(article).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      routingFixture.app_store_ios,
    )
    expect(within(article).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      routingFixture.app_store_android,
    )
  })

  it('links the pages of a section to each other', async () => {
    await renderApp('/privacy/cookies')
    const tabs = await screen.findByRole('navigation', { name: 'Privacy' })
    expect(within(tabs).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('aria-current', 'page')
    expect(within(tabs).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy/confidentiality',
    )
    expect(screen.getByRole('cell', { name: 'roam_consent' })).toBeInTheDocument()
    expect(screen.getByText('You have not made a choice yet.')).toBeInTheDocument()
    await userEvent.click(within(screen.getByRole('article')).getByRole('button', { name: 'Cookie preferences' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })
})

describe('content redirects', () => {
  it.each([
    ['/privacy', '/privacy/confidentiality'],
    ['/confidentiality', '/privacy/confidentiality'],
    ['/travelers', '/travelers/hit-the-road'],
    ['/fr/privacy?utm_source=mail', '/fr/privacy/confidentiality?utm_source=mail'],
    ['/de-ch/confidentiality?a=1&b=2', '/de-ch/privacy/confidentiality?a=1&b=2'],
    ['/nl/travelers?ref=x', '/nl/travelers/hit-the-road?ref=x'],
  ])('%s goes to %s, replacing the history entry', async (from, to) => {
    const { router } = await renderApp('/')
    await router.navigate(from)
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(to))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Page not found')
  })
})
