import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activateRealCatalogs, activateSourceStrings } from '../support/catalogs'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { availabilitiesFixture, camperFixture, priceFixture, reviewsPage } from './fixtures'

const SLOW = { timeout: 10_000 }

afterEach(activateSourceStrings)

beforeAll(async () => {
  await import('../../../src/web/features/listing/pages/listing-page')
}, 30_000)

const otherListing = {
  id: 43,
  title: 'Hymer near Annecy',
  vehicle_type: 2,
  city: 'Annecy',
  price_per_day: '110.00',
  currency: 'EUR',
  photo: 'https://media.roam.test/p/43.jpg',
  review_average: 4.8,
  review_count: 5,
}

function mockListing(owner: Record<string, unknown>) {
  const camper = camperFixture()
  state.responses['GET /3/products/{id}/'] = { ...camper, owner: { ...camper.owner, ...owner } }
  state.responses['GET /v4/reviews/'] = reviewsPage(1, 0)
  state.responses['GET /3/products/{id}/availabilities/'] = availabilitiesFixture
  state.responses['GET /3/products/{id}/price/'] = priceFixture
}

describe('the host card', () => {
  it('shows the server’s response rate and time band, and links to the host’s other campers', async () => {
    mockListing({ response_rate: 95, response_time_minutes: 150, other_listings: [otherListing] })
    await renderApp('/campers/42')
    const card = await screen.findByRole('region', { name: 'Your host' }, SLOW)
    expect(within(card).getByText('Marie')).toBeInTheDocument()
    expect(within(card).getByText(/Member since/)).toBeInTheDocument()
    const figures = within(card).getByText('Response rate').closest('dl')!
    expect(figures).toHaveTextContent('Response rate95%')
    expect(figures).toHaveTextContent('Response timewithin a few hours')
    const others = within(card).getByRole('list', { name: 'More campers from Marie' })
    const link = within(others).getByRole('link', { name: /Hymer near Annecy/ })
    expect(link).toHaveAttribute('href', '/campers/43')
    expect(link).toHaveTextContent('Annecy')
    expect(link).toHaveTextContent('€110.00 per day')
  }, 20_000)

  it('says nothing of answers for a host without requests yet, and lists no other camper', async () => {
    mockListing({ response_rate: null, response_time_minutes: null, other_listings: [] })
    await renderApp('/campers/42')
    const card = await screen.findByRole('region', { name: 'Your host' }, SLOW)
    expect(within(card).queryByText('Response rate')).not.toBeInTheDocument()
    expect(within(card).queryByText('Response time')).not.toBeInTheDocument()
    expect(within(card).queryByRole('list')).not.toBeInTheDocument()
  }, 20_000)

  it('reads in French on /fr', async () => {
    await activateRealCatalogs('fr')
    mockListing({ response_rate: 100, response_time_minutes: 20, other_listings: [otherListing] })
    await renderApp('/fr/campers/42')
    const card = await screen.findByRole('region', { name: 'Votre propriétaire' }, SLOW)
    expect(within(card).getByRole('link', { name: /Hymer near Annecy/ })).toHaveAttribute('href', '/fr/campers/43')
    expect(within(card).getByText('Taux de réponse')).toBeInTheDocument()
    expect(within(card).getByText('en moins d’une heure')).toBeInTheDocument()
  }, 20_000)
})
