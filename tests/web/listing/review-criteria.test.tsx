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

let listQueries: Array<Record<string, unknown>> = []

function mockListing(stats: unknown) {
  listQueries = []
  state.responses['GET /3/products/{id}/'] = camperFixture()
  state.responses['GET /v4/reviews/'] = (_body: unknown, init: unknown) => {
    listQueries.push((init as { params: { query: Record<string, unknown> } }).params.query)
    return reviewsPage(1)
  }
  state.responses['GET /v4/reviews/stats/'] = stats
  state.responses['GET /3/products/{id}/availabilities/'] = availabilitiesFixture
  state.responses['GET /3/products/{id}/price/'] = priceFixture
}

const stats = {
  count: 12,
  average: 4.6,
  criteria: {
    rating: { count: 12, average: 4.6 },
    end_rating: { count: 9, average: 4.25 },
    target_rating: { count: 0, average: 0 },
  },
}

describe('the reviews’ rating breakdown', () => {
  it('shows each rated criterion with the server’s average, as a bar and a figure out of 5', async () => {
    mockListing(stats)
    await renderApp('/campers/42')
    const breakdown = await screen.findByRole('group', { name: 'Ratings by criterion' }, SLOW)
    const trip = breakdown.querySelector('[data-criterion="rating"]')!
    expect(trip).toHaveTextContent('The trip4.6 out of 5')
    expect(within(breakdown).getByText('The return')).toBeInTheDocument()
    // The server's figure, shown to one decimal: the view does not average anything itself.
    expect(breakdown.querySelector('[data-criterion="end_rating"]')).toHaveTextContent('4.3 out of 5')
    expect(breakdown.querySelector('[data-criterion="end_rating"] .review-criterion__bar > span')).toHaveStyle({
      inlineSize: '85%',
    })
    // No review rated the host yet: no bar at zero.
    expect(within(breakdown).queryByText('The host')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: /Reviews \(12\) · 4\.6\/5/ })).toBeInTheDocument()
    // The list holds what the figures count: the guests' reviews, not the owner's reviews of their guests.
    expect(listQueries[0]).toMatchObject({ camper_id: 42, author_type: 'guest' })
  }, 20_000)

  it('names the criteria in French', async () => {
    await activateRealCatalogs('fr')
    mockListing({ ...stats, criteria: { ...stats.criteria, target_rating: { count: 3, average: 5 } } })
    await renderApp('/fr/campers/42')
    const breakdown = await screen.findByRole('group', { name: 'Notes par critère' }, SLOW)
    // The test harness keeps English number formats (the app's locale is set by its catalogue loader).
    expect(breakdown.querySelector('[data-criterion="rating"]')).toHaveTextContent(/^Le voyage4[,.]6 sur 5$/)
    expect(within(breakdown).getByText('Le propriétaire')).toBeInTheDocument()
  }, 20_000)
})
